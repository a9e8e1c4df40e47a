-- Large reports (transactions, cards, receipts zip) are written to the one storage interface
-- (ARCHITECTURE 12) by a Temporal workflow while their url already exists: a report row then holds
-- the object key instead of the content, and its state until the file is ready. Written by the API.
ALTER TABLE report_files
  ALTER COLUMN content DROP NOT NULL,
  ADD COLUMN object_key text,
  -- generating: the workflow is writing it (the url answers 202); ready; failed.
  ADD COLUMN state text NOT NULL DEFAULT 'ready' CHECK (state IN ('generating', 'ready', 'failed')),
  ADD COLUMN row_count integer,
  ADD CONSTRAINT report_files_has_body CHECK (state <> 'ready' OR content IS NOT NULL OR object_key IS NOT NULL);
GRANT UPDATE (state, object_key, row_count) ON report_files TO spend_api;
