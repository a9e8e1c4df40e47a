export { ApiHarness, type SeededCompany } from './harness';
export { startWorker, type WorkerProcess } from './worker';
