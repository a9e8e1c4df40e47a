-- A clearing above its authorization plus the clearing tolerance was forced through by the network:
-- the transaction keeps how much above, so it is flagged wherever it is shown.
ALTER TABLE transactions ADD COLUMN over_cleared_cents bigint NOT NULL DEFAULT 0;
