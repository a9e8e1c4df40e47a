export * from './database';
export * from './budgets';
export { startPrivateNatsServer, type PrivateNatsServer } from './nats-server';
