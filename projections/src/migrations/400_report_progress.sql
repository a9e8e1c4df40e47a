-- A report written in the background says how far it is (issue #29): its url's 202 answer carries
-- the rows written so far out of the rows the request counted. Kept on the report's row, where its
-- state already is; written by the API (the request counts, the report workflow's activity writes).
ALTER TABLE report_files
  ADD COLUMN rows_written integer NOT NULL DEFAULT 0,
  ADD COLUMN rows_total integer;
GRANT UPDATE (rows_written) ON report_files TO spend_api;
