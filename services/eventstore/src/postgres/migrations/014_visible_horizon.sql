-- Where a read of $all stops: before the oldest transaction still running that may write events to
-- this database. The snapshot's xmin (the rule until now) counts every database of the cluster, so one
-- transaction open in another database (another company's test, a migration, a service sharing the
-- server) held every subscriber and every read-your-writes wait of this one for as long as it ran.
-- A transaction running at the statement's snapshot is passed over only when the server shows it
-- in another database (an xid belongs to one backend's database for good); one that ended
-- meanwhile, a prepared one or one of a process with no database counts, so the horizon is never
-- past an event that can still commit. STABLE: within a statement the snapshot is the statement's.
CREATE FUNCTION events_visible_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $$
  -- No FROM at the top: the planner inlines it into the read (both snapshot calls are the statement's).
  SELECT coalesce(
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
      WHERE x::xid NOT IN (
        SELECT a.backend_xid FROM pg_stat_get_activity(NULL) a
        WHERE a.backend_xid IS NOT NULL AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
    pg_snapshot_xmax(pg_current_snapshot()))
$$;
