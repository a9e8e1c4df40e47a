-- The auditor's event history (spec 3): one row per event of a company, in `$all` order.
CREATE TABLE event_history (
  event_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  -- `$all` order as one sortable key: the appending transaction's id, then the global sequence number
  position_commit numeric NOT NULL,
  position_prepare bigint NOT NULL,
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_type text NOT NULL,
  user_id uuid,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX event_history_order ON event_history (company_id, position_commit DESC, position_prepare DESC);
CREATE INDEX event_history_stream ON event_history (company_id, stream_name, stream_revision);

ALTER TABLE event_history ENABLE ROW LEVEL SECURITY;
ALTER TABLE event_history FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON event_history USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON event_history TO spend_api;
GRANT ALL ON event_history TO spend_projector;
