-- A transaction's sync state follows its runs: IN_PROGRESS once a run takes it up to send, FAILED
-- when the platform refused it or the run failed before it synced, SYNCED once the platform has it.
-- The run that last took it up is kept so that a run that fails outright (its event names no
-- transactions) can mark the ones it had in flight.
ALTER TABLE transactions ADD COLUMN sync_run_id uuid;
