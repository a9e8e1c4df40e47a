// Every workflow the worker runs (bundled from this file).
export * from './smoke/workflows';
