import { startAccountingPlatform } from './accounting-server';

/**
 * `npm run accounting -w @spend/simulator`: the local accounting platform (Codat-shaped) on ACCOUNTING_PORT (4410).
 * ACCOUNTING_STATE_FILE: where it keeps its companies across restarts (npm start: .run/simulators/accounting.json).
 */
const port = Number(process.env.ACCOUNTING_PORT ?? 4410);
const { url, close } = await startAccountingPlatform({
  port, host: process.env.ACCOUNTING_HOST ?? '127.0.0.1', apiKey: process.env.CODAT_API_KEY ?? 'dev-codat-api-key', stateFile: process.env.ACCOUNTING_STATE_FILE || undefined,
});
console.log(`accounting platform on ${url}`);
const stop = () => void close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
