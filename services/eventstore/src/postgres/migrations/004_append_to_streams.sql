-- Several streams in one statement, so a multi-stream append is one round trip and one implicit
-- transaction: each stream's part is appended by append_events, in the order given. A refused
-- revision check names its stream in HINT (append_events is replaced to say so).
CREATE OR REPLACE FUNCTION append_events(
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
      RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = coalesce(actual::text, 'no_stream'), HINT = p_stream;
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
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = coalesce(actual::text, 'no_stream'), HINT = p_stream;
  END IF;

  RETURN QUERY
    INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata)
    SELECT x.id, p_stream, new_revision - n + x.ord, x.type, x.data, x.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS x(id, type, data, metadata, ord)
    ORDER BY x.ord
    RETURNING e.stream_revision, e.transaction_id::text, e.global_position;
END $$;


CREATE FUNCTION append_to_streams(
  p_streams text[],
  p_expected text[],
  p_counts int[],
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (stream_index int, revision bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  from_index int := 0;
  n int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    n := p_counts[i];
    RETURN QUERY SELECT i, a.revision, a.transaction_id, a.global_position
      FROM append_events(p_streams[i], p_expected[i], p_ids[from_index + 1 : from_index + n], p_types[from_index + 1 : from_index + n],
        p_data[from_index + 1 : from_index + n], p_metadata[from_index + 1 : from_index + n]) a;
    from_index := from_index + n;
  END LOOP;
END $$;

GRANT EXECUTE ON FUNCTION append_to_streams(text[], text[], int[], uuid[], text[], jsonb[], jsonb[]) TO spend_api, spend_projector;
