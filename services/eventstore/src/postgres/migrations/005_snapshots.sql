-- A stream's fold saved at a revision, so a long stream (a company's account over a busy month) loads
-- from its latest snapshot plus the events after it. A cache, never a source of truth: events stay
-- the history, a snapshot of another `version` (the fold changed) is ignored, and losing the table
-- only makes loads fold from the start again.
CREATE TABLE snapshots (
  stream_name text PRIMARY KEY REFERENCES streams (stream_name),
  version text NOT NULL,
  revision bigint NOT NULL,
  state jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

GRANT SELECT, INSERT, UPDATE ON snapshots TO spend_api, spend_projector;
