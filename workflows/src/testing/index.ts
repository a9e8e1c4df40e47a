export * from './temporal';
