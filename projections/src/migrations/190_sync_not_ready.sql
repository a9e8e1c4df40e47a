-- A transaction that cannot sync yet (not coded, or its GL code posts to no platform account) is not
-- sent: its run keeps it apart from what the platform refused, each with its reason and what to fix.
-- Runs recorded before this had such transactions among their failures, and replay as they were.
ALTER TABLE integration_run_logs ADD COLUMN not_ready jsonb NOT NULL DEFAULT '[]';
