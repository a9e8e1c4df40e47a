-- A sealed append's own cost (issue #29 item 3), same arguments and answers as migration 008's:
-- person keys are checked first and inserted only when the check finds one missing. After a
-- person's first append every key is in the table, so the usual sealed append runs one lookup by
-- primary key instead of an INSERT … ON CONFLICT and the lookup. A key missing from the check (new,
-- or inserted by a transaction not yet committed) is inserted as before, which waits for such a
-- transaction, and checked again; so keys are made, refused and destroyed exactly as before.

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
  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    n := p_counts[i];
    RETURN QUERY SELECT i, a.revision, a.transaction_id, a.global_position
      FROM append_events(p_streams[i], p_expected[i], p_ids[from_index + 1 : from_index + n], p_types[from_index + 1 : from_index + n],
        p_data[from_index + 1 : from_index + n], p_metadata[from_index + 1 : from_index + n]) a;
    from_index := from_index + n;
  END LOOP;
END $$;
