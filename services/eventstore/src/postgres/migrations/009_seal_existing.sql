-- The one sanctioned rewrite of history (issue #16 item 3): `npm run pii:seal-existing` seals the
-- personal fields of events recorded in plain text before sealing existed. Only the owner role may
-- update events at all; its transaction says what it is doing (SET LOCAL spend.rewrite), and may then
-- only replace an event's plain data with its sealed form. Nothing else of an event ever changes.
CREATE OR REPLACE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('spend.rewrite', true) = 'seal-existing' THEN
    IF NOT OLD.data ? '$pii' AND NEW.data ? '$pii'
      AND (NEW.global_position, NEW.transaction_id, NEW.event_id, NEW.stream_name, NEW.stream_revision, NEW.event_type, NEW.metadata, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.global_position, OLD.transaction_id, OLD.event_id, OLD.stream_name, OLD.stream_revision, OLD.event_type, OLD.metadata, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'events are append-only';
END $$;
