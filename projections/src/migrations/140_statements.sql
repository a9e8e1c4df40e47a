-- Statements (issue #12): each closed billing period's totals (StatementClosed, never changed
-- afterwards), the period each posted or refunded transaction landed on, and per company the
-- cycle and first open period that decide where new activity lands (as the account decider does).
CREATE TABLE statements (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  date_start timestamptz NOT NULL,
  -- Exclusive end: the first instant of the next period (the web shows the day before).
  date_end timestamptz NOT NULL,
  starting_balance bigint NOT NULL,
  ending_balance bigint NOT NULL,
  payments bigint NOT NULL,
  credits bigint NOT NULL,
  debits bigint NOT NULL,
  interest bigint NOT NULL,
  fees bigint NOT NULL,
  rebate bigint NOT NULL,
  transaction_count integer NOT NULL,
  amount_due bigint NOT NULL,
  due_date timestamptz NOT NULL,
  closed_at timestamptz NOT NULL
);
CREATE INDEX statements_company_end ON statements (company_id, date_end DESC);

CREATE TABLE statement_transactions (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  transaction_id uuid NOT NULL,
  period_start timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DEBIT', 'CREDIT')),
  cents bigint NOT NULL CHECK (cents > 0),
  at timestamptz NOT NULL
);
CREATE INDEX statement_transactions_period ON statement_transactions (company_id, period_start, at);

CREATE TABLE statement_accounts (
  company_id uuid PRIMARY KEY,
  cycle text NOT NULL,
  -- Null until the account's terms are set (its first period starts with its first activity).
  open_from timestamptz
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['statements', 'statement_transactions', 'statement_accounts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
