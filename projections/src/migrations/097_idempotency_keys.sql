-- The API's record of each Idempotency-Key (ARCHITECTURE 5), per user: the fingerprint of the first
-- request that used it (operation and variables) and, once it succeeded, its data, which a retry is
-- answered with. Written by the API only, not a projection; bound to the company like every table.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL,
  key text NOT NULL,
  company_id uuid NOT NULL,
  fingerprint text NOT NULL,
  -- Seeds the command and aggregate ids of the request: a retry makes the same ones, and a key used
  -- again after it expired makes new ones rather than finding the old request's.
  command_id uuid NOT NULL,
  -- running: the first request is executing; done: it succeeded and its data is stored; released: it
  -- was refused or failed (nothing stored), so the same request may run again.
  status text NOT NULL CHECK (status IN ('running', 'done', 'released')),
  response jsonb,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON idempotency_keys USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO spend_api;
