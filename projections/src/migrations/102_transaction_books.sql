-- A transaction's bookkeeping (ARCHITECTURE 12) on its read-model row: coding, receipts, lock,
-- soft delete, dispute, split and sync state. Manual and reimbursement transactions are rows too
-- (source MANUAL or REIMBURSEMENT; merchant_name holds their vendor). Written only by the
-- transactions projection.
ALTER TABLE transactions
  ADD COLUMN source text NOT NULL DEFAULT 'CARD',
  ADD COLUMN payment_type text NOT NULL DEFAULT 'CARD',
  ADD COLUMN payment_method_detail text,
  ADD COLUMN description text,
  ADD COLUMN general_ledger_id uuid,
  ADD COLUMN project_id uuid,
  ADD COLUMN notes text,
  ADD COLUMN invoice_number text,
  -- A vendor the bookkeeper set on a card purchase (shown instead of the merchant's name).
  ADD COLUMN vendor text,
  ADD COLUMN custom_field_values jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN splits jsonb,
  ADD COLUMN receipts jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN receipt_count integer NOT NULL DEFAULT 0,
  ADD COLUMN is_locked boolean NOT NULL DEFAULT false,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN dispute_id uuid,
  ADD COLUMN dispute_status text, -- OPEN | CLOSED
  ADD COLUMN dispute_reason_id text,
  ADD COLUMN dispute_notes text,
  ADD COLUMN sync_state text, -- READY_TO_SYNC | IN_PROGRESS | SYNCED | FAILED; null until complete
  ADD COLUMN created_by_user_id uuid,
  -- The facts completeness needs that do not depend on the company's policy (services/domain
  -- transactions/completeness.ts), so a policy change recomputes a company's rows in one UPDATE.
  ADD COLUMN is_subscription_card boolean NOT NULL DEFAULT false,
  ADD COLUMN is_exempt boolean NOT NULL DEFAULT false,
  ADD COLUMN has_general_ledger boolean NOT NULL DEFAULT false,
  ADD COLUMN has_project boolean NOT NULL DEFAULT false,
  ADD COLUMN split_balanced boolean NOT NULL DEFAULT true;

-- Card purchases before this migration: a declined or reversed one needs no bookkeeping.
UPDATE transactions SET is_exempt = (status = 'Declined' OR is_reversed);

-- Lists read live rows of one company newest first; the filters with their own index are those a
-- list narrows a lot with (completeness, spender, GL code, project). Card and budget have theirs (030).
CREATE INDEX transactions_company_live_date ON transactions (company_id, initial_transaction_date DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX transactions_company_complete ON transactions (company_id, is_complete, initial_transaction_date DESC) INCLUDE (amount_cents) WHERE deleted_at IS NULL;
CREATE INDEX transactions_company_spender ON transactions (company_id, spender_id, initial_transaction_date DESC) WHERE deleted_at IS NULL;
CREATE INDEX transactions_general_ledger ON transactions (general_ledger_id) WHERE general_ledger_id IS NOT NULL;
CREATE INDEX transactions_project ON transactions (project_id) WHERE project_id IS NOT NULL;

-- Whether a card is a subscription card (its receipts may be exempt): the projection learns it
-- from CardCreated itself, so it never depends on the order in which another projection runs.
CREATE TABLE transaction_cards (
  card_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  is_subscription boolean NOT NULL
);
ALTER TABLE transaction_cards ENABLE ROW LEVEL SECURITY;
ALTER TABLE transaction_cards FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON transaction_cards USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON transaction_cards TO spend_api;
GRANT ALL ON transaction_cards TO spend_projector;

-- Each company's live and incomplete transactions, kept by the transactions projection batch by
-- batch, so an admin's unfiltered list (and its completeness tabs) shows its count without counting
-- a large company's rows on every page.
CREATE TABLE transaction_counts (
  company_id uuid PRIMARY KEY,
  live bigint NOT NULL DEFAULT 0,
  incomplete bigint NOT NULL DEFAULT 0
);
INSERT INTO transaction_counts (company_id, live, incomplete)
  SELECT company_id, count(*), count(*) FILTER (WHERE NOT is_complete) FROM transactions GROUP BY company_id;
ALTER TABLE transaction_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE transaction_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON transaction_counts USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON transaction_counts TO spend_api;
GRANT ALL ON transaction_counts TO spend_projector;
