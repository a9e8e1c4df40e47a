-- A tamper-evident history (issue #26 item 2). Every event carries a SHA-256 hash chained to the
-- previous event of its company: hash = sha256(previous hash || the event's link text), where the
-- link text is jsonb_build_array(stream, revision, type, data, metadata)::text — the data exactly as
-- stored (sealed personal data included, so forgetting a person never breaks the chain). The first
-- event of a chain links to the empty string. Events of no company chain in the platform chain ('').
-- A chain's order is its events' global positions: its head row is locked before any of its events
-- take a position, so appends of one company are serialised (and only those).
ALTER TABLE events ADD COLUMN hash bytea;
-- The verifier walks one chain in position order.
CREATE INDEX events_chain_order ON events (company_id, global_position);

-- Few rows, each updated by every append of its company: spread over pages (fillfactor), so the
-- appends of different companies do not queue for one page. Its row lock is what serialises the
-- appends of one company (measured: an advisory lock instead serialises them more slowly).
CREATE TABLE chain_heads (
  chain text PRIMARY KEY, -- the company id, '' for events of no company
  hash bytea NOT NULL
) WITH (fillfactor = 10);
GRANT SELECT, INSERT, UPDATE ON chain_heads TO spend_api, spend_projector;

CREATE FUNCTION event_chain(p_metadata jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(p_metadata->>'companyId', '') $$;

CREATE FUNCTION event_link(p_previous bytea, p_stream text, p_revision bigint, p_type text, p_data jsonb, p_metadata jsonb) RETURNS bytea
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT sha256(p_previous || convert_to(jsonb_build_array(p_stream, p_revision, p_type, p_data, p_metadata)::text, 'UTF8'))
$$;

-- The chain's head hash, its row locked for the rest of the transaction (made when missing).
CREATE FUNCTION lock_chain_head(p_chain text) RETURNS bytea
LANGUAGE plpgsql AS $$
DECLARE
  head bytea;
BEGIN
  SELECT h.hash INTO head FROM chain_heads h WHERE h.chain = p_chain FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO chain_heads (chain, hash) VALUES (p_chain, '\x') ON CONFLICT (chain) DO NOTHING;
    SELECT h.hash INTO head FROM chain_heads h WHERE h.chain = p_chain FOR UPDATE;
  END IF;
  RETURN head;
END $$;

-- As migration 004's, plus the chain: the first event's chain head is locked before the stream's
-- row, so a single-chain append takes its locks in the order every append does (chain, then streams).
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
  head text; -- the chain of the event at hand (not `chain`: columns win over variables here)
  link bytea;
  links bytea[];
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

  head := event_chain(p_metadata[1]);
  link := lock_chain_head(head);

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

  -- Each event's link, in the order the insert below gives them their positions. A stream whose
  -- events belong to several chains (rare) moves from head to head.
  FOR i IN 1 .. n LOOP
    IF event_chain(p_metadata[i]) <> head THEN
      UPDATE chain_heads h SET hash = link WHERE h.chain = head;
      head := event_chain(p_metadata[i]);
      link := lock_chain_head(head);
    END IF;
    link := event_link(link, p_stream, new_revision - n + i, p_types[i], p_data[i], p_metadata[i]);
    links[i] := link;
  END LOOP;
  UPDATE chain_heads h SET hash = link WHERE h.chain = head;

  RETURN QUERY
    INSERT INTO events AS e (event_id, stream_name, stream_revision, event_type, data, metadata, hash)
    SELECT x.id, p_stream, new_revision - n + x.ord, x.type, x.data, x.metadata, x.link
    FROM unnest(p_ids, p_types, p_data, p_metadata, links) WITH ORDINALITY AS x(id, type, data, metadata, link, ord)
    ORDER BY x.ord
    RETURNING e.stream_revision, e.transaction_id::text, e.global_position;
END $$;

-- An append whose events belong to several chains locks their heads first, in one order, so two
-- such appends never wait on each other crosswise.
CREATE FUNCTION lock_chain_heads(p_metadata jsonb[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  chains text[] := ARRAY(SELECT DISTINCT event_chain(m) FROM unnest(p_metadata) m ORDER BY 1);
BEGIN
  IF cardinality(chains) > 1 THEN
    PERFORM lock_chain_head(c) FROM unnest(chains) c ORDER BY c;
  END IF;
END $$;

-- Migration 008's, with the chain heads locked first.
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
  IF cardinality(p_metadata) > 1 THEN
    PERFORM lock_chain_heads(p_metadata);
  END IF;
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

-- Migration 004's (kept for processes of a previous release), with the chain heads locked first.
CREATE OR REPLACE FUNCTION append_to_streams(
  p_streams text[],
  p_expected text[],
  p_counts int[],
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (stream_index int, revision bigint, transaction_id text, global_position bigint)
LANGUAGE sql AS $$
  SELECT * FROM append_to_streams(p_streams, p_expected, p_counts, p_ids, p_types, p_data, p_metadata, '{}'::text[], '{}'::bytea[], '{}'::text[])
$$;

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

-- Recomputes one chain from its first event (its head locked meanwhile), rewriting the hashes that
-- differ; answers the head before and after. Only the owner role, saying 'rechain', may.
CREATE FUNCTION rechain(p_chain text) RETURNS TABLE (old_hash bytea, new_hash bytea, last_position bigint, rewritten bigint)
LANGUAGE plpgsql AS $$
DECLARE
  link bytea := '\x';
  r record;
BEGIN
  old_hash := lock_chain_head(p_chain);
  rewritten := 0;
  FOR r IN SELECT e.global_position, e.stream_name, e.stream_revision, e.event_type, e.data, e.metadata, e.hash FROM events e
    WHERE (e.company_id = p_chain OR (p_chain = '' AND e.company_id IS NULL)) ORDER BY e.global_position LOOP
    link := event_link(link, r.stream_name, r.stream_revision, r.event_type, r.data, r.metadata);
    IF r.hash IS DISTINCT FROM link THEN
      UPDATE events e SET hash = link WHERE e.global_position = r.global_position;
      rewritten := rewritten + 1;
    END IF;
    last_position := r.global_position;
  END LOOP;
  UPDATE chain_heads h SET hash = link WHERE h.chain = p_chain;
  new_hash := link;
  RETURN NEXT;
END $$;

-- The history recorded before the chain existed is chained now (the events table is locked by the
-- ALTER above until this migration commits, so no append slips in between).
SET LOCAL spend.rewrite = 'rechain';
SELECT rechain(c) FROM (SELECT DISTINCT coalesce(company_id, '') AS c FROM events) chains;
SET LOCAL spend.rewrite = '';
