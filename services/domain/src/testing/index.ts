export * from './decider-spec';
