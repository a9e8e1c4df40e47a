-- What was read from each receipt file, mailed or uploaded (issue #27): one row per file, written
-- by the receipts-inbox projection from ReceiptRead. `failure`: why nothing was read (the file is kept).
CREATE TABLE receipt_readings (
  file_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  method text NOT NULL,
  confidence real NOT NULL,
  failure text,
  merchant text,
  date text,
  total_cents bigint,
  currency text,
  card_last4 text,
  read_at timestamptz NOT NULL
);

-- The matcher's word on an inbox receipt: the transactions it offers (with the figures compared),
-- whether two of them are alike charges, the receipt it copies, and why it attached one on its own.
ALTER TABLE receipt_inbox ADD COLUMN suggestions jsonb NOT NULL DEFAULT '[]';
ALTER TABLE receipt_inbox ADD COLUMN same_transactions boolean NOT NULL DEFAULT false;
ALTER TABLE receipt_inbox ADD COLUMN duplicate_of uuid;
ALTER TABLE receipt_inbox ADD COLUMN matched jsonb;

-- The receipt matcher's own tables (reactor receipt-matching): receipts waiting for a transaction,
-- the members' transactions as it sees them, the cards' last 4, and the files it has seen by hash.
CREATE TABLE receipt_match_receipts (
  receipt_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  -- The read fields (ReceiptFields); null until read.
  fields jsonb,
  waiting boolean NOT NULL DEFAULT true
);
CREATE INDEX receipt_match_receipts_waiting ON receipt_match_receipts (company_id, user_id) WHERE waiting;
CREATE TABLE receipt_match_transactions (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  card_last4 text,
  is_card boolean NOT NULL,
  amount_cents bigint NOT NULL,
  status text NOT NULL,
  is_reversed boolean NOT NULL DEFAULT false,
  made_at timestamptz NOT NULL,
  merchant text NOT NULL,
  mcc text,
  receipts integer NOT NULL DEFAULT 0
);
CREATE INDEX receipt_match_transactions_member ON receipt_match_transactions (company_id, user_id, made_at);
CREATE TABLE receipt_match_cards (
  card_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  last4 text NOT NULL
);
CREATE TABLE receipt_match_files (
  company_id uuid NOT NULL,
  sha256 text NOT NULL,
  receipt_id uuid NOT NULL,
  PRIMARY KEY (company_id, sha256)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['receipt_readings', 'receipt_match_receipts', 'receipt_match_transactions', 'receipt_match_cards', 'receipt_match_files'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid)', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
GRANT SELECT ON receipt_readings TO spend_api;
