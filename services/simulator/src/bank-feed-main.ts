import { startBankFeed } from './bank-feed';

/**
 * `npm run bank-feed -w @spend/simulator`: the local bank-link provider on BANK_FEED_PORT (4400); BANK_FEED_PUBLIC_URL: where browsers open its Link page.
 * BANK_FEED_STATE_FILE: where it keeps its items and transfers across restarts (npm start: .run/simulators/bank-feed.json).
 */
const port = Number(process.env.BANK_FEED_PORT ?? 4400);
const { url, close } = await startBankFeed({
  port, host: process.env.BANK_FEED_HOST ?? '127.0.0.1', publicUrl: process.env.BANK_FEED_PUBLIC_URL || undefined, stateFile: process.env.BANK_FEED_STATE_FILE || undefined,
});
console.log(`bank feed on ${url}`);
const stop = () => void close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
