export * from './temporal';
export * from './replay';
export * from './store';
export * from './unreachable';
