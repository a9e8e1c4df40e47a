-- Crypto-shredding in the append itself (issue #16 item 3), so sealing costs no round trip or commit
-- of its own: the statement that appends the events also makes the keys they were sealed with and
-- destroys the keys of the people its events forget, in its one transaction.
--   p_key_subjects / p_keys: every person whose fields these events seal, sorted (so two appends
--     take their rows in the same order), with the wrapped key the client sealed them with. A key
--     not in the table yet is inserted; one that differs from the table's (another process made the
--     person's key first, or the person is forgotten) refuses the append (ES002, HINT = the person):
--     the client learns the table's key and seals again. A refused or rolled-back append leaves no key.
--   p_forgotten: the people whose keys the forgetting events destroy.
-- The seven-argument append_to_streams stays for processes of the previous release during a rolling
-- deploy (they make keys in statements of their own, which this one checks like any other key).

CREATE FUNCTION append_to_streams(
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
    -- Waits for a concurrent insert of the same person, so the check below sees its key.
    INSERT INTO person_keys (subject_id, data_key) SELECT * FROM unnest(p_key_subjects, p_keys) ON CONFLICT (subject_id) DO NOTHING;
    -- A lookup by primary key per person (a join would be planned for a hundred people and scan the table).
    SELECT k.subject_id INTO refused FROM unnest(p_key_subjects, p_keys) AS k(subject_id, data_key)
      WHERE k.data_key IS DISTINCT FROM (SELECT p.data_key FROM person_keys p WHERE p.subject_id = k.subject_id) LIMIT 1;
    IF refused IS NOT NULL THEN
      RAISE EXCEPTION 'not the person''s key' USING ERRCODE = 'ES002', HINT = refused;
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

GRANT EXECUTE ON FUNCTION append_to_streams(text[], text[], int[], uuid[], text[], jsonb[], jsonb[], text[], bytea[], text[]) TO spend_api, spend_projector;
