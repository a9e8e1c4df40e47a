CREATE TABLE streams (
  stream_name text PRIMARY KEY,
  -- revision of the stream's last event; advanced by a conditional UPDATE in each append
  revision bigint NOT NULL
);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  -- the appending transaction; readers only read below the oldest running transaction (xmin), so a
  -- transaction that commits late can never slip behind a position a subscriber has already passed
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  stream_name text NOT NULL REFERENCES streams (stream_name),
  stream_revision bigint NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_name, stream_revision)
);
CREATE INDEX events_all_order ON events (transaction_id, global_position);

-- Events are never updated or deleted.
CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only';
END $$;
CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_are_immutable();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION events_are_immutable();

GRANT SELECT, INSERT ON events TO spend_api, spend_projector;
GRANT SELECT, INSERT, UPDATE ON streams TO spend_api, spend_projector;
GRANT USAGE ON SEQUENCE events_global_position_seq TO spend_api, spend_projector;
