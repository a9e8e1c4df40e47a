-- One row per projection: the $all position of the last event it applied. Moved in the same
-- transaction as the read-model writes, by compare-and-set.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  commit_position xid8 NOT NULL DEFAULT '0',
  prepare_position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT ON projection_checkpoints TO spend_api;
GRANT SELECT, INSERT, UPDATE ON projection_checkpoints TO spend_projector;
