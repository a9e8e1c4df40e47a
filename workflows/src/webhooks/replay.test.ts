import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts on the dev server: an event fanned out to its endpoint, that
// delivery through a 500, and a delivery refused for good (404).
const workflows = new URL('../workflows.ts', import.meta.url);
describeReplay('webhook event workflow replay', workflows, new URL('./fixtures/event-history.json', import.meta.url));
describeReplay('webhook delivery workflow replay (retried, delivered)', workflows, new URL('./fixtures/delivered-history.json', import.meta.url));
describeReplay('webhook delivery workflow replay (refused)', workflows, new URL('./fixtures/failed-history.json', import.meta.url));
