-- No statement of the services' request role may run (or wait for a lock) longer than this: a
-- request can never pin the database. Set for this database only, so that concurrent migrations of
-- other databases never update the same role row. Applies to connections opened from now on.
DO $$
BEGIN
  EXECUTE format('ALTER ROLE spend_api IN DATABASE %I SET statement_timeout = %L', current_database(), '10s');
END $$;
