-- A run is COMPLETED only when every transaction it took up synced: PARTIAL when the platform
-- refused some, FAILED when it refused all (finishedRunStatus, the run decider's own fold). The run
-- logs are replayed from the start so that earlier runs read the same.
ALTER TABLE integration_run_logs DROP CONSTRAINT integration_run_logs_status_check;
ALTER TABLE integration_run_logs ADD CONSTRAINT integration_run_logs_status_check CHECK (status IN ('STARTED', 'LOADED', 'COMPLETED', 'PARTIAL', 'FAILED'));
TRUNCATE accounting_integrations, accounting_connections, integration_run_logs;
DELETE FROM projection_checkpoints WHERE name = 'accounting';
