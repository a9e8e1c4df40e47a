-- The whole append in one round trip: the expected-revision check (a conditional UPDATE of the
-- stream's row) and the insert. Idempotent re-appends surface as ES001 or a unique violation on
-- event_id; the caller then looks the ids up (the rare path stays off the hot one).
-- Errors: ES001 wrong expected revision (DETAIL = actual revision or 'no_stream').
CREATE FUNCTION append_events(
  p_stream text,
  p_expected text, -- 'any' | 'no_stream' | 'stream_exists' | a revision
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  n bigint := coalesce(array_length(p_ids, 1), 0);
  new_revision bigint;
  actual bigint;
BEGIN
  IF n = 0 THEN
    -- Nothing to append: the check alone, answered with the stream's last event.
    SELECT s.revision INTO actual FROM streams s WHERE s.stream_name = p_stream;
    IF (p_expected = 'no_stream' AND actual IS NOT NULL)
      OR (p_expected = 'stream_exists' AND actual IS NULL)
      OR (p_expected NOT IN ('any', 'no_stream', 'stream_exists') AND actual IS DISTINCT FROM p_expected::bigint) THEN
      RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = coalesce(actual::text, 'no_stream');
    END IF;
    RETURN QUERY SELECT coalesce(actual, -1), coalesce(max(e.transaction_id)::text, '0'), coalesce(max(e.global_position), 0)
      FROM events e WHERE e.stream_name = p_stream AND e.stream_revision = actual;
    RETURN;
  END IF;

  IF p_expected = 'any' THEN
    INSERT INTO streams AS s (stream_name, revision) VALUES (p_stream, n - 1)
      ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + n
      RETURNING s.revision INTO new_revision;
  ELSIF p_expected = 'no_stream' THEN
    INSERT INTO streams AS s (stream_name, revision) VALUES (p_stream, n - 1)
      ON CONFLICT (stream_name) DO NOTHING RETURNING s.revision INTO new_revision;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE streams s SET revision = s.revision + n WHERE s.stream_name = p_stream RETURNING s.revision INTO new_revision;
  ELSE
    UPDATE streams s SET revision = s.revision + n
      WHERE s.stream_name = p_stream AND s.revision = p_expected::bigint RETURNING s.revision INTO new_revision;
  END IF;

  IF new_revision IS NULL THEN
    SELECT s.revision INTO actual FROM streams s WHERE s.stream_name = p_stream;
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = coalesce(actual::text, 'no_stream');
  END IF;

  RETURN QUERY
    INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata)
    SELECT x.id, p_stream, new_revision - n + x.ord, x.type, x.data, x.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS x(id, type, data, metadata, ord)
    ORDER BY x.ord
    RETURNING e.stream_revision, e.transaction_id::text, e.global_position;
END $$;

GRANT EXECUTE ON FUNCTION append_events(text, text, uuid[], text[], jsonb[], jsonb[]) TO spend_api, spend_projector;
