-- Partitioned projections: one checkpoint per (projection, partition). `partitions` is the count the
-- rows were written with; a projection has reached a position when all of its partitions have.
ALTER TABLE projection_checkpoints ADD COLUMN partition int NOT NULL DEFAULT 0, ADD COLUMN partitions int NOT NULL DEFAULT 1;
ALTER TABLE projection_checkpoints DROP CONSTRAINT projection_checkpoints_pkey, ADD PRIMARY KEY (name, partition);
GRANT DELETE ON projection_checkpoints TO spend_projector;
