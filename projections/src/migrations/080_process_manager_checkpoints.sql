-- One row per process manager (workflows/src/process-manager.ts): the $all position of the last
-- event whose workflow it started (or found already started, or not wanted). Written by the
-- Temporal worker, which connects as spend_api; a write only ever moves the position forward, so a
-- second copy of a manager behind the first cannot move it back. No company data: no row security.
CREATE TABLE process_manager_checkpoints (
  name text PRIMARY KEY,
  commit_position xid8 NOT NULL,
  prepare_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE ON process_manager_checkpoints TO spend_api;
