// Every activity the worker registers.
export * from './smoke/activities';
