export { ApiHarness, type SeededCompany } from './harness';
