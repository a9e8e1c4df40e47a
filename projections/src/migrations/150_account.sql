-- The company's card account (issue #12): credit line, balance, status and rebates, written by the
-- account projection from the `account-<companyId>` stream; payments toward the balance.
CREATE TABLE accounts (
  company_id uuid PRIMARY KEY,
  -- False until AccountTermsSet: card activity may land before the account is set up.
  opened boolean NOT NULL,
  name text NOT NULL,
  credit_limit bigint NOT NULL,
  cycle text NOT NULL,
  rebate_basis_points integer NOT NULL,
  payment_due_days integer NOT NULL,
  late_fee bigint NOT NULL,
  balance bigint NOT NULL,
  pending bigint NOT NULL,
  -- credit_limit - balance - pending, stored so lists can sort and filter on it.
  available bigint NOT NULL,
  status text NOT NULL,
  balance_state text NOT NULL,
  amount_due bigint NOT NULL,
  due_date timestamptz,
  -- The first billing period without a statement (where earlier-dated activity lands).
  open_from timestamptz,
  rebate_accrued bigint NOT NULL,
  rebate_credited bigint NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per billing period: its purchases and refunds while open, its credited rebate once closed.
CREATE TABLE rebates (
  company_id uuid NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  debits bigint NOT NULL,
  credits bigint NOT NULL,
  closed boolean NOT NULL,
  rebate bigint NOT NULL,
  rebate_basis_points integer NOT NULL,
  PRIMARY KEY (company_id, period_start)
);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  amount bigint NOT NULL,
  payment_type text NOT NULL,
  detail text,
  user_id uuid,
  paid_at timestamptz NOT NULL
);
CREATE INDEX payments_company_paid ON payments (company_id, paid_at DESC, id);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['accounts', 'rebates', 'payments'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
