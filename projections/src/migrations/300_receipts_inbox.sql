-- Receipts that arrived by mail (issue #27): each member's receipts waiting to be attached to a
-- transaction, and which transaction each went to. Written by the receipts-inbox projection.
CREATE TABLE receipt_inbox (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  source text NOT NULL,
  file_id uuid NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  received_at timestamptz NOT NULL,
  -- Null while it waits in the inbox.
  transaction_id uuid,
  attached_at timestamptz
);
CREATE INDEX receipt_inbox_waiting ON receipt_inbox (company_id, user_id, received_at DESC) WHERE transaction_id IS NULL;

ALTER TABLE receipt_inbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE receipt_inbox FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON receipt_inbox USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON receipt_inbox TO spend_api;
GRANT ALL ON receipt_inbox TO spend_projector;

-- Before it knows the company, the receipts mail slice finds the member a personal receipts address
-- names (its token, an HMAC of the user id, checked first) by that user id.
CREATE POLICY receipts_alias_user ON users USING (id = nullif(current_setting('app.receipts_user_id', true), '')::uuid);
