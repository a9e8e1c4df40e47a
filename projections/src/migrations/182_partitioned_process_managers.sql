-- Partitioned process managers (workflows/src/process-manager.ts): one position per (manager,
-- partition), moved by compare-and-set by the worker owning the partition. `partitions` is the
-- count the row was written with; the rows there were before are partition 0 of 1.
ALTER TABLE process_manager_checkpoints ADD COLUMN partition int NOT NULL DEFAULT 0, ADD COLUMN partitions int NOT NULL DEFAULT 1;
ALTER TABLE process_manager_checkpoints DROP CONSTRAINT process_manager_checkpoints_pkey, ADD PRIMARY KEY (name, partition);
-- A count change replaces a manager's rows (see repartition in process-manager-checkpoints.ts).
GRANT DELETE ON process_manager_checkpoints TO spend_api;
