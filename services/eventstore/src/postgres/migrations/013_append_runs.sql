-- The append's own cost (issue #29 item 3), same arguments and answers as migration 008's:
--   * Person keys are checked first and inserted only when the check finds one missing: after a
--     person's first append every key is in the table, so the usual sealed append runs one lookup
--     by primary key instead of an INSERT … ON CONFLICT and the lookup. A key missing from the check
--     (new, or inserted by a transaction not yet committed) is inserted as before, which waits for
--     such a transaction, and checked again.
--   * A run of two or more consecutive streams of one event each, all created (`no_stream`: the
--     claims of unique keys, one per authorization in an authorizer's batch) or all at an exact
--     revision (the batch's ledgers, most taking one decision), is appended by one statement per
--     table instead of an append_events call per stream: its plpgsql and four statements per stream
--     were most of an authorizer batch's time. Same rows, same hashes (event_link of the stream's
--     head, as append_events' single event), same order of positions and of row locks; a stream of
--     the run not as expected refuses the append with ES001, naming it, as append_events does.

-- Appends streams p_first .. p_last of append_to_streams' arguments, each a new stream of one event
-- (the event at the same offset from p_event), answering as append_events does for each. Called
-- only for such runs without a repeated stream name.
CREATE FUNCTION append_new_streams(
  p_streams text[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[], p_first int, p_last int, p_event int
) RETURNS TABLE (stream_index int, revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  m int := p_last - p_first + 1;
  done int;
  taken text;
BEGIN
  RETURN QUERY
    WITH x AS (
      SELECT * FROM unnest(p_streams[p_first : p_last], p_ids[p_event : p_event + m - 1], p_types[p_event : p_event + m - 1],
        p_data[p_event : p_event + m - 1], p_metadata[p_event : p_event + m - 1]) WITH ORDINALITY AS x(name, id, type, data, metadata, ord)
    ), made AS (
      INSERT INTO streams AS s (stream_name, revision, head_hash)
      SELECT x.name, 0, event_link('\x', x.name, 0, x.type, x.data, x.metadata) FROM x ORDER BY x.ord
      ON CONFLICT (stream_name) DO NOTHING
      RETURNING s.stream_name, s.head_hash
    ), appended AS (
      INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata, hash)
      SELECT x.id, x.name, 0, x.type, x.data, x.metadata, made.head_hash FROM x JOIN made ON made.stream_name = x.name ORDER BY x.ord
      RETURNING e.stream_name, e.transaction_id, e.global_position
    )
    SELECT p_first - 1 + x.ord::int, 0::bigint, a.transaction_id::text, a.global_position
    FROM x JOIN appended a ON a.stream_name = x.name ORDER BY x.ord;
  GET DIAGNOSTICS done = ROW_COUNT;
  IF done < m THEN
    -- The first stream of the run (in order) that existed: the one the per-stream append would name.
    SELECT name INTO taken FROM unnest(p_streams[p_first : p_last], p_ids[p_event : p_event + m - 1]) WITH ORDINALITY AS x(name, id, ord)
      WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = x.id AND e.transaction_id = pg_current_xact_id()) ORDER BY ord LIMIT 1;
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001',
      DETAIL = coalesce((SELECT s.revision::text FROM streams s WHERE s.stream_name = taken), 'no_stream'), HINT = taken;
  END IF;
END $$;

-- Appends streams p_first .. p_last, each one event at an exact expected revision (a ledger of an
-- authorizer's batch, each taking one decision), answering as append_events does for each. Their rows
-- are locked first in the run's order (the order append_events would lock them in, one by one), then
-- moved on and their events inserted in one statement. Called only for such runs without a repeated
-- stream name.
CREATE FUNCTION append_next_events(
  p_streams text[], p_expected text[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[], p_first int, p_last int, p_event int
) RETURNS TABLE (stream_index int, revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  m int := p_last - p_first + 1;
  done int;
  refused text;
BEGIN
  PERFORM 1 FROM unnest(p_streams[p_first : p_last]) WITH ORDINALITY AS x(name, ord)
    CROSS JOIN LATERAL (SELECT 1 FROM streams s WHERE s.stream_name = x.name FOR UPDATE) l ORDER BY x.ord;
  RETURN QUERY
    WITH x AS (
      SELECT * FROM unnest(p_streams[p_first : p_last], p_expected[p_first : p_last], p_ids[p_event : p_event + m - 1], p_types[p_event : p_event + m - 1],
        p_data[p_event : p_event + m - 1], p_metadata[p_event : p_event + m - 1]) WITH ORDINALITY AS x(name, expected, id, type, data, metadata, ord)
    ), moved AS (
      UPDATE streams s SET revision = s.revision + 1, head_hash = event_link(s.head_hash, s.stream_name, s.revision + 1, x.type, x.data, x.metadata)
      FROM x WHERE s.stream_name = x.name AND s.revision = x.expected::bigint
      RETURNING s.stream_name, s.revision, s.head_hash
    ), appended AS (
      INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata, hash)
      SELECT x.id, x.name, moved.revision, x.type, x.data, x.metadata, moved.head_hash FROM x JOIN moved ON moved.stream_name = x.name ORDER BY x.ord
      RETURNING e.stream_name, e.stream_revision, e.transaction_id, e.global_position
    )
    SELECT p_first - 1 + x.ord::int, a.stream_revision, a.transaction_id::text, a.global_position
    FROM x JOIN appended a ON a.stream_name = x.name ORDER BY x.ord;
  GET DIAGNOSTICS done = ROW_COUNT;
  IF done < m THEN
    -- The first stream of the run (in order) that was not at its expected revision.
    SELECT name INTO refused FROM unnest(p_streams[p_first : p_last], p_ids[p_event : p_event + m - 1]) WITH ORDINALITY AS x(name, id, ord)
      WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = x.id AND e.transaction_id = pg_current_xact_id()) ORDER BY ord LIMIT 1;
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001',
      DETAIL = coalesce((SELECT s.revision::text FROM streams s WHERE s.stream_name = refused), 'no_stream'), HINT = refused;
  END IF;
END $$;

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
  i int := 1;
  run_end int;
  kind text;
  total int := coalesce(array_length(p_streams, 1), 0);
  refused text;
BEGIN
  IF cardinality(p_key_subjects) > 0 THEN
    -- A lookup by primary key per person (a join would be planned for a hundred people and scan the table).
    SELECT k.subject_id INTO refused FROM unnest(p_key_subjects, p_keys) AS k(subject_id, data_key)
      WHERE k.data_key IS DISTINCT FROM (SELECT p.data_key FROM person_keys p WHERE p.subject_id = k.subject_id) LIMIT 1;
    IF refused IS NOT NULL THEN
      -- Waits for a concurrent insert of the same person, so the check below sees its key.
      INSERT INTO person_keys (subject_id, data_key) SELECT * FROM unnest(p_key_subjects, p_keys) ON CONFLICT (subject_id) DO NOTHING;
      SELECT k.subject_id INTO refused FROM unnest(p_key_subjects, p_keys) AS k(subject_id, data_key)
        WHERE k.data_key IS DISTINCT FROM (SELECT p.data_key FROM person_keys p WHERE p.subject_id = k.subject_id) LIMIT 1;
      IF refused IS NOT NULL THEN
        RAISE EXCEPTION 'not the person''s key' USING ERRCODE = 'ES002', HINT = refused;
      END IF;
    END IF;
  END IF;
  IF cardinality(p_forgotten) > 0 THEN
    INSERT INTO person_keys (subject_id, data_key, destroyed_at) SELECT f.subject_id, NULL::bytea, clock_timestamp()
      FROM (SELECT DISTINCT unnest(p_forgotten)) AS f(subject_id)
      ON CONFLICT (subject_id) DO UPDATE SET data_key = NULL, destroyed_at = coalesce(person_keys.destroyed_at, EXCLUDED.destroyed_at);
  END IF;
  WHILE i <= total LOOP
    -- A run: this stream and the ones after it each of one event, all new or all at an exact revision.
    run_end := i;
    kind := CASE WHEN p_counts[i] <> 1 THEN NULL WHEN p_expected[i] = 'no_stream' THEN 'new' WHEN p_expected[i] ~ '^[0-9]+$' THEN 'next' END;
    IF kind IS NOT NULL THEN
      WHILE run_end < total AND p_counts[run_end + 1] = 1
        AND (CASE WHEN p_expected[run_end + 1] = 'no_stream' THEN 'new' WHEN p_expected[run_end + 1] ~ '^[0-9]+$' THEN 'next' END) = kind LOOP
        run_end := run_end + 1;
      END LOOP;
      IF run_end > i AND (SELECT count(DISTINCT s) FROM unnest(p_streams[i : run_end]) s) < run_end - i + 1 THEN
        run_end := i;
      END IF;
    END IF;
    IF run_end > i AND kind = 'new' THEN
      RETURN QUERY SELECT * FROM append_new_streams(p_streams, p_ids, p_types, p_data, p_metadata, i, run_end, from_index + 1);
      from_index := from_index + (run_end - i + 1);
    ELSIF run_end > i THEN
      RETURN QUERY SELECT * FROM append_next_events(p_streams, p_expected, p_ids, p_types, p_data, p_metadata, i, run_end, from_index + 1);
      from_index := from_index + (run_end - i + 1);
    ELSE
      n := p_counts[i];
      RETURN QUERY SELECT i, a.revision, a.transaction_id, a.global_position
        FROM append_events(p_streams[i], p_expected[i], p_ids[from_index + 1 : from_index + n], p_types[from_index + 1 : from_index + n],
          p_data[from_index + 1 : from_index + n], p_metadata[from_index + 1 : from_index + n]) a;
      from_index := from_index + n;
    END IF;
    i := run_end + 1;
  END LOOP;
END $$;

GRANT EXECUTE ON FUNCTION append_new_streams(text[], uuid[], text[], jsonb[], jsonb[], int, int, int) TO spend_api, spend_projector;
GRANT EXECUTE ON FUNCTION append_next_events(text[], text[], uuid[], text[], jsonb[], jsonb[], int, int, int) TO spend_api, spend_projector;
