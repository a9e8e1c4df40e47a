-- The one sanctioned rewrite of history, second part (issue #16 item 3): `npm run pii:seal-existing`
-- also moves email claims recorded before sealing existed from `email-<email>` to their keyed-hash
-- stream name. Its transaction says so (SET LOCAL spend.rewrite = 'email-claims') and may then change
-- only such a stream name into a hashed one. Everything else is as migration 009 left it.
CREATE OR REPLACE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'seal-existing' THEN
    IF NOT OLD.data ? '$pii' AND NEW.data ? '$pii'
      AND (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_name, NEW.stream_revision, NEW.event_type, NEW.metadata, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_name, OLD.stream_revision, OLD.event_type, OLD.metadata, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'email-claims' THEN
    IF OLD.stream_name LIKE 'email-%@%' AND NEW.stream_name ~ '^email-[0-9a-f]{64}$'
      AND (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_revision, NEW.event_type, NEW.data, NEW.metadata, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_revision, OLD.event_type, OLD.data, OLD.metadata, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'events are append-only';
END $$;
