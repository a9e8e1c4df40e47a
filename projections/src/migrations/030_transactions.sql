-- Card transactions (spec 3 "Transaction") and per-budget spend totals, both written only by the
-- transactions projection. Money is bigint cents. Dashboard charts read `transactions`; the budgets
-- read model reads `budget_spend`.
CREATE TABLE transactions (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  card_id uuid,
  budget_id uuid,
  spender_id uuid,
  merchant_name text NOT NULL,
  merchant_id text,
  mcc text,
  amount_cents bigint NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL, -- Pending | Posted | Declined | Disputed | Recorded
  is_reversed boolean NOT NULL DEFAULT false,
  declined_reason text,
  initial_transaction_date timestamptz NOT NULL,
  posted_on timestamptz,
  is_complete boolean NOT NULL DEFAULT false,
  authorization_id text,
  authorized_cents bigint NOT NULL DEFAULT 0,
  refunded_cents bigint NOT NULL DEFAULT 0,
  country text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_company_date ON transactions (company_id, initial_transaction_date DESC);
CREATE INDEX transactions_card ON transactions (card_id, initial_transaction_date DESC);
CREATE INDEX transactions_budget ON transactions (budget_id, initial_transaction_date DESC);

-- The budgets helper may create the identical table; either migration may run first.
CREATE TABLE IF NOT EXISTS budget_spend (
  company_id uuid NOT NULL,
  budget_id uuid PRIMARY KEY,
  pending_cents bigint NOT NULL DEFAULT 0,
  posted_cents bigint NOT NULL DEFAULT 0
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transactions', 'budget_spend'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = t AND policyname = 'tenant') THEN
      EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    END IF;
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
