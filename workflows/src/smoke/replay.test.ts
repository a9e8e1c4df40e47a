import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts from a run on the dev server: the greeting activity, then the result.
describeReplay('smoke workflow replay', new URL('./workflows.ts', import.meta.url), new URL('./fixtures/smoke-history.json', import.meta.url));
