export * from './database';
export * from './budgets';
