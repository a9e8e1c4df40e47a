-- Faster appends (issue #29: eventstore.append >= 0.85 of a plain INSERT), with the same guarantees.
--
-- 1. Events no longer carry a foreign key to their stream's row. Every append makes or moves that
-- row in the same statement as its events (append_events, migration 012), so the key's check could
-- only ever find the row the statement had just locked: for each event inserted, a
-- referential-integrity trigger, a lookup and a key-share lock, about a tenth of an append. History
-- is tied down by the hash chain and the company anchors (migration 012), not by this key: an insert
-- that goes around the append functions skips the revision check and the chain whatever the key
-- says, and shows as a broken link to `npm run audit:verify`.
ALTER TABLE events DROP CONSTRAINT IF EXISTS events_stream_name_fkey;

-- 2. The person-key check of migration 008 as a function of its own, so that the usual append (one
-- stream, no one forgotten) calls append_events directly beside it, in one statement, instead of
-- through append_to_streams: one set-returning plpgsql call fewer and no slices of its arrays
-- (services/eventstore/src/postgres/append.ts). Order inside the statement does not matter: a
-- refused key fails the statement, and its events with it.
--   p_key_subjects / p_keys: every person whose fields the events seal, sorted, with the wrapped key
--     the client sealed them with. Every key already in the table and the same: nothing more (one
--     lookup per person; migration 008 tried an insert for each first). Otherwise the missing keys
--     are inserted (waiting for a concurrent insert of the same person) and all are checked again,
--     on a snapshot that sees that insert; one that differs from the table's refuses the append
--     (ES002, HINT = the person).
CREATE FUNCTION ensure_person_keys(p_key_subjects text[], p_keys bytea[]) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  refused text;
BEGIN
  IF cardinality(p_key_subjects) = 0 THEN
    RETURN true;
  END IF;
  FOR attempt IN 1 .. 2 LOOP
    -- A lookup by primary key per person (a join would be planned for a hundred people and scan the table).
    SELECT k.subject_id INTO refused FROM unnest(p_key_subjects, p_keys) AS k(subject_id, data_key)
      WHERE k.data_key IS DISTINCT FROM (SELECT p.data_key FROM person_keys p WHERE p.subject_id = k.subject_id) LIMIT 1;
    IF refused IS NULL THEN
      RETURN true;
    END IF;
    EXIT WHEN attempt = 2;
    INSERT INTO person_keys (subject_id, data_key) SELECT * FROM unnest(p_key_subjects, p_keys) ON CONFLICT (subject_id) DO NOTHING;
  END LOOP;
  RAISE EXCEPTION 'not the person''s key' USING ERRCODE = 'ES002', HINT = refused;
END $$;
GRANT EXECUTE ON FUNCTION ensure_person_keys(text[], bytea[]) TO spend_api, spend_projector;

-- As migration 008's, its key check now ensure_person_keys.
CREATE OR REPLACE FUNCTION append_to_streams(
  p_streams text[],
  p_expected text[],
  p_counts int[],
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_key_subjects text[],
  p_keys bytea[],
  p_forgotten text[]
) RETURNS TABLE (stream_index int, revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  from_index int := 0;
  n int;
BEGIN
  PERFORM ensure_person_keys(p_key_subjects, p_keys);
  IF cardinality(p_forgotten) > 0 THEN
    INSERT INTO person_keys (subject_id, data_key, destroyed_at) SELECT f.subject_id, NULL::bytea, clock_timestamp()
      FROM (SELECT DISTINCT unnest(p_forgotten)) AS f(subject_id)
      ON CONFLICT (subject_id) DO UPDATE SET data_key = NULL, destroyed_at = coalesce(person_keys.destroyed_at, EXCLUDED.destroyed_at);
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    n := p_counts[i];
    RETURN QUERY SELECT i, a.revision, a.transaction_id, a.global_position
      FROM append_events(p_streams[i], p_expected[i], p_ids[from_index + 1 : from_index + n], p_types[from_index + 1 : from_index + n],
        p_data[from_index + 1 : from_index + n], p_metadata[from_index + 1 : from_index + n]) a;
    from_index := from_index + n;
  END LOOP;
END $$;
