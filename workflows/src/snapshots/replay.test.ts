import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts from a run on the dev server: the file written, the snapshot marked ready.
describeReplay('tenant snapshot workflow replay', new URL('./workflows.ts', import.meta.url), new URL('./fixtures/snapshot-history.json', import.meta.url));
