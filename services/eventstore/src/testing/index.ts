export * from './database';
export * from './budgets';
export { startPrivateNatsServer, type PrivateNatsServer } from './nats-server';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
