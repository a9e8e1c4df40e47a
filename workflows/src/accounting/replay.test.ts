import { describeReplay } from '../testing/replay-suite';

// Recorded by record-history.ts on the dev server: a run of 3 transactions in batches of 2 through
// a 500, and a run FAILED while the platform was down.
const workflows = new URL('../workflows.ts', import.meta.url);
describeReplay('accounting sync workflow replay (completed run)', workflows, new URL('./fixtures/completed-history.json', import.meta.url));
describeReplay('accounting sync workflow replay (failed run)', workflows, new URL('./fixtures/failed-history.json', import.meta.url));
// Recorded after reconciliation joined the run: the same run with its check, and the daily check alone.
describeReplay('accounting sync workflow replay (completed run, reconciled)', workflows, new URL('./fixtures/reconciled-history.json', import.meta.url));
describeReplay('accounting reconciliation workflow replay', workflows, new URL('./fixtures/reconciliation-history.json', import.meta.url));
// Recorded once the run's own steps (its log, marking what synced) became local activities: the first two runs again.
describeReplay('accounting sync workflow replay (completed run, local steps)', workflows, new URL('./fixtures/local-completed-history.json', import.meta.url));
describeReplay('accounting sync workflow replay (failed run, local steps)', workflows, new URL('./fixtures/local-failed-history.json', import.meta.url));
