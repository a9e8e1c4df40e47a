-- Read-model transactions no longer hold the visible horizon. A projection's batch (and a runner's
-- checkpoint moves) writes read models all the time: each one, while it ran, hid every event appended
-- after it from every subscriber, so a purchase reached the live dashboard only when the next
-- batch had committed and the follower's backoff (5 ms doubling to 100) had run out: live.latency's
-- p50 was 43 ms on a quiet stack, nearly all of it waiting for transactions that never write events.
--
-- Such a transaction marks itself, before it writes anything, with its own transaction id in its
-- application_name (the one setting every session sees of every other: pg_stat_activity), ahead of
-- the session's own name (kept, so an operator or a test still finds the service's sessions):
-- 'spend read model <xid> <name>'. The horizon passes over a running transaction whose backend
-- shows exactly that mark. The id in the
-- mark is what makes it safe: a mark read just before its transaction ended can only name that
-- transaction, never the next one of the same backend. And a marked transaction can never write
-- an event: the mark is refused once the transaction has written (it has an id), and an insert into
-- events is refused under the mark.
CREATE FUNCTION mark_read_model_transaction() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('application_name') LIKE 'spend read model ' || pg_current_xact_id_if_assigned() || ' %' THEN
    RETURN true; -- marked already (the function is called once per row of a statement)
  END IF;
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'a read-model transaction marks itself before it writes anything';
  END IF;
  PERFORM set_config('application_name', 'spend read model ' || pg_current_xact_id() || ' ' || current_setting('application_name'), true);
  RETURN true;
END $$;
GRANT EXECUTE ON FUNCTION mark_read_model_transaction() TO spend_api, spend_projector;

CREATE FUNCTION events_not_from_read_models() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('application_name') LIKE 'spend read model %' THEN
    RAISE EXCEPTION 'a read-model transaction may not append events';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER events_not_from_read_models BEFORE INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION events_not_from_read_models();

CREATE OR REPLACE FUNCTION events_visible_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $$
  -- No FROM at the top: the planner inlines it into the read (both snapshot calls are the statement's).
  SELECT coalesce(
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
      WHERE x::xid NOT IN (
        SELECT a.backend_xid FROM pg_stat_get_activity(NULL) a
        WHERE a.backend_xid IS NOT NULL AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))
      -- The marks' prefixes, read once per statement (a hashed subplan); none of them NULL.
      AND 'spend read model ' || x || ' ' NOT IN (
        SELECT substring(a.application_name FROM '^spend read model [0-9]+ ') FROM pg_stat_get_activity(NULL) a
        WHERE a.application_name ~ '^spend read model [0-9]+ ')),
    pg_snapshot_xmax(pg_current_snapshot()))
$$;
