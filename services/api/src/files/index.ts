// @spend/api/files: the local file store and its object keys, for the benchmarks that store receipts
// as the API stores them (bench/receipts-*.ts).
export { LocalStorage } from './local-storage';
export { objectKey } from './storage';
