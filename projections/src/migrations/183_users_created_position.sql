-- A person's company users in the order they were created, whatever order partitioned runners
-- applied them in: the position of each user's UserCreated in `$all` (users created at the same
-- instant, as the demo seed does, were ordered by when their rows happened to be inserted).
ALTER TABLE users ADD COLUMN created_position bigint;
