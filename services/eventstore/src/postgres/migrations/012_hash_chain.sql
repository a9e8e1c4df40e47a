-- A tamper-evident history (issue #26 item 2). Every event carries a SHA-256 hash chained to the
-- previous event of its STREAM: hash = sha256(previous hash || the event's link text), where the link
-- text is jsonb_build_array(stream, revision, type, data, metadata)::text — the data exactly as stored
-- (sealed personal data included, so forgetting a person never breaks the chain). A stream's first
-- event links to the empty string. The stream's head hash is kept on its row in `streams`, which
-- every append already locks and updates (the revision check), in the same statement: chaining takes
-- no lock, no row and no statement of its own, and appends wait for each other only as they did
-- (those of one stream). A company's history as a whole is tied down by anchors (see
-- services/eventstore/src/audit/anchors.ts): a digest of every stream head of the company as of a
-- global position, kept under a retention lock, so that removing events or streams before it shows.
ALTER TABLE events ADD COLUMN hash bytea;
ALTER TABLE streams ADD COLUMN head_hash bytea;
-- The verifier and the anchors read one company's events in position order.
CREATE INDEX events_chain_order ON events (company_id, global_position);

-- The link text is spliced from its parts as jsonb_build_array(...)::text would render it (to_json
-- escapes a string as jsonb's output does, and a nested jsonb value prints as it does alone): a third
-- of the time of building the array and printing it. STABLE, as to_json and convert_to are, so that
-- the planner inlines it into the statements that call it (an IMMUTABLE SQL function over STABLE
-- ones is run as a function of its own, its body planned again in every append's transaction).
CREATE FUNCTION event_link(p_previous bytea, p_stream text, p_revision bigint, p_type text, p_data jsonb, p_metadata jsonb) RETURNS bytea
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sha256(p_previous || convert_to('[' || to_json(p_stream)::text || ', ' || p_revision || ', ' || to_json(p_type)::text || ', ' || p_data::text || ', ' || p_metadata::text || ']', 'UTF8'))
$$;

-- The hash of the last of `p_types`' events appended after `p_previous`, the first at `p_revision`
-- (the stream's new head when an append has several events; a single event's is its event_link,
-- inlined into the row update instead of a call of this).
CREATE FUNCTION event_chain_head(p_previous bytea, p_stream text, p_revision bigint, p_types text[], p_data jsonb[], p_metadata jsonb[]) RETURNS bytea
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  link bytea := p_previous;
BEGIN
  FOR i IN 1 .. cardinality(p_types) LOOP
    link := event_link(link, p_stream, p_revision + i - 1, p_types[i], p_data[i], p_metadata[i]);
  END LOOP;
  RETURN link;
END $$;

-- As migration 004's, plus the chain: the row update that checks and moves the stream's revision
-- also moves its head hash, and answers it. A single event's hash is that head; several events'
-- hashes are recomputed from the head before them (the stream's previous last event's, read by its
-- unique key under the row lock).
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
  head bytea;
  link bytea;
  links bytea[];
  -- A single event's link text but its revision, rendered once (the row update below may hash it twice).
  before_revision bytea;
  after_revision bytea;
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

  IF n = 1 THEN
    before_revision := convert_to('[' || to_json(p_stream)::text || ', ', 'UTF8');
    after_revision := convert_to(', ' || to_json(p_types[1])::text || ', ' || p_data[1]::text || ', ' || p_metadata[1]::text || ']', 'UTF8');
  END IF;

  IF p_expected = 'any' THEN
    INSERT INTO streams AS s (stream_name, revision, head_hash) VALUES (p_stream, n - 1, CASE WHEN n = 1 THEN sha256(before_revision || convert_to('0', 'UTF8') || after_revision) ELSE event_chain_head('\x', p_stream, 0, p_types, p_data, p_metadata) END)
      ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + n, head_hash = CASE WHEN n = 1 THEN sha256(s.head_hash || before_revision || convert_to((s.revision + 1)::text, 'UTF8') || after_revision) ELSE event_chain_head(s.head_hash, p_stream, s.revision + 1, p_types, p_data, p_metadata) END
      RETURNING s.revision, s.head_hash INTO new_revision, head;
  ELSIF p_expected = 'no_stream' THEN
    INSERT INTO streams AS s (stream_name, revision, head_hash) VALUES (p_stream, n - 1, CASE WHEN n = 1 THEN sha256(before_revision || convert_to('0', 'UTF8') || after_revision) ELSE event_chain_head('\x', p_stream, 0, p_types, p_data, p_metadata) END)
      ON CONFLICT (stream_name) DO NOTHING RETURNING s.revision, s.head_hash INTO new_revision, head;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE streams s SET revision = s.revision + n, head_hash = CASE WHEN n = 1 THEN sha256(s.head_hash || before_revision || convert_to((s.revision + 1)::text, 'UTF8') || after_revision) ELSE event_chain_head(s.head_hash, p_stream, s.revision + 1, p_types, p_data, p_metadata) END
      WHERE s.stream_name = p_stream RETURNING s.revision, s.head_hash INTO new_revision, head;
  ELSE
    UPDATE streams s SET revision = s.revision + n, head_hash = CASE WHEN n = 1 THEN sha256(s.head_hash || before_revision || convert_to((s.revision + 1)::text, 'UTF8') || after_revision) ELSE event_chain_head(s.head_hash, p_stream, s.revision + 1, p_types, p_data, p_metadata) END
      WHERE s.stream_name = p_stream AND s.revision = p_expected::bigint RETURNING s.revision, s.head_hash INTO new_revision, head;
  END IF;

  IF new_revision IS NULL THEN
    SELECT s.revision INTO actual FROM streams s WHERE s.stream_name = p_stream;
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = coalesce(actual::text, 'no_stream'), HINT = p_stream;
  END IF;

  IF n > 1 THEN
    IF new_revision = n - 1 THEN
      link := '\x';
    ELSE
      SELECT e.hash INTO link FROM events e WHERE e.stream_name = p_stream AND e.stream_revision = new_revision - n;
    END IF;
    FOR i IN 1 .. n - 1 LOOP
      link := event_link(link, p_stream, new_revision - n + i, p_types[i], p_data[i], p_metadata[i]);
      links[i] := link;
    END LOOP;
  END IF;
  links[n] := head;

  RETURN QUERY
    INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata, hash)
    SELECT x.id, p_stream, new_revision - n + x.ord, x.type, x.data, x.metadata, x.link
    FROM unnest(p_ids, p_types, p_data, p_metadata, links) WITH ORDINALITY AS x(id, type, data, metadata, link, ord)
    ORDER BY x.ord
    RETURNING e.stream_revision, e.transaction_id::text, e.global_position;
END $$;

-- The sanctioned rewrites of history may re-chain: under spend.rewrite = 'rechain' only an event's
-- hash may change. Otherwise as migration 011 left it (its rewrites leave the hash to the re-chain).
CREATE OR REPLACE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'seal-existing' THEN
    IF NOT OLD.data ? '$pii' AND NEW.data ? '$pii'
      AND (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_name, NEW.stream_revision, NEW.event_type, NEW.metadata, NEW.created_at, NEW.hash)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_name, OLD.stream_revision, OLD.event_type, OLD.metadata, OLD.created_at, OLD.hash) THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'email-claims' THEN
    IF OLD.stream_name LIKE 'email-%@%' AND NEW.stream_name ~ '^email-[0-9a-f]{64}$'
      AND (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_revision, NEW.event_type, NEW.data, NEW.metadata, NEW.created_at, NEW.hash)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_revision, OLD.event_type, OLD.data, OLD.metadata, OLD.created_at, OLD.hash) THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'rechain' THEN
    IF (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_name, NEW.stream_revision, NEW.event_type, NEW.data, NEW.metadata, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_name, OLD.stream_revision, OLD.event_type, OLD.data, OLD.metadata, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'events are append-only';
END $$;

-- Recomputes the chains of the given streams from their first events (their rows locked meanwhile,
-- in name order), rewriting the hashes that differ and the heads; answers each stream's head before
-- and after and how many hashes it rewrote. Only the owner role, saying 'rechain', may.
CREATE FUNCTION rechain_streams(p_streams text[]) RETURNS TABLE (stream text, old_head bytea, new_head bytea, rewritten bigint)
LANGUAGE plpgsql AS $$
DECLARE
  names text[] := ARRAY(SELECT DISTINCT s FROM unnest(p_streams) s ORDER BY 1);
  link bytea;
  r record;
BEGIN
  PERFORM 1 FROM streams s WHERE s.stream_name = ANY (names) ORDER BY s.stream_name FOR UPDATE;
  FOREACH stream IN ARRAY names LOOP
    SELECT s.head_hash INTO old_head FROM streams s WHERE s.stream_name = stream;
    link := '\x';
    rewritten := 0;
    FOR r IN SELECT e.global_position, e.stream_revision, e.event_type, e.data, e.metadata, e.hash FROM events e
      WHERE e.stream_name = stream ORDER BY e.stream_revision LOOP
      link := event_link(link, stream, r.stream_revision, r.event_type, r.data, r.metadata);
      IF r.hash IS DISTINCT FROM link THEN
        UPDATE events e SET hash = link WHERE e.global_position = r.global_position;
        rewritten := rewritten + 1;
      END IF;
    END LOOP;
    UPDATE streams s SET head_hash = link WHERE s.stream_name = stream AND s.head_hash IS DISTINCT FROM link;
    new_head := link;
    RETURN NEXT;
  END LOOP;
END $$;

-- The history recorded before the chain existed is chained now (the events table is locked by the
-- ALTER above until this migration commits, so no append slips in between): one pass in stream
-- order, each event's hash from its predecessor's.
SET LOCAL spend.rewrite = 'rechain';
DO $$
DECLARE
  r record;
  stream text := NULL;
  link bytea;
BEGIN
  FOR r IN SELECT e.global_position, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata FROM events e ORDER BY e.stream_name, e.stream_revision LOOP
    IF stream IS DISTINCT FROM r.stream_name THEN
      IF stream IS NOT NULL THEN
        UPDATE streams s SET head_hash = link WHERE s.stream_name = stream;
      END IF;
      stream := r.stream_name;
      link := '\x';
    END IF;
    link := event_link(link, r.stream_name, r.stream_revision, r.event_type, r.data, r.metadata);
    UPDATE events e SET hash = link WHERE e.global_position = r.global_position;
  END LOOP;
  IF stream IS NOT NULL THEN
    UPDATE streams s SET head_hash = link WHERE s.stream_name = stream;
  END IF;
END $$;
SET LOCAL spend.rewrite = '';
