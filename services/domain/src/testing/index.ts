export * from './decider-spec';
export * from './sample-events';
