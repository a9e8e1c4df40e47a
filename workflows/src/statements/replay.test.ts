import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts from a run on the dev server: January closed through the command handler.
describeReplay('statement close workflow replay', new URL('./workflows.ts', import.meta.url), new URL('./fixtures/statement-close-history.json', import.meta.url));
