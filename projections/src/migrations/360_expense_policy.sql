-- An expense policy that explains itself (issue #27 item 5).
--
-- A transaction's outcome under the company's expense policy, folded by the transactions projection
-- from PolicyOutcomeRecorded: IN_POLICY until the expense-policy reactor records otherwise, and the
-- findings that explain it ([{rule, outcome, message}]).
ALTER TABLE transactions ADD COLUMN policy_outcome text NOT NULL DEFAULT 'IN_POLICY';
ALTER TABLE transactions ADD COLUMN policy_findings jsonb NOT NULL DEFAULT '[]';
CREATE INDEX transactions_policy_outcome ON transactions (company_id, policy_outcome) WHERE policy_outcome <> 'IN_POLICY';

-- The expense-policy reactor's own view (projections/src/reactors/expense-policy.ts), written in the
-- transaction that moves its checkpoint: each company's policy (folded by the domain's decider) and
-- the books policy's receipt threshold, the company's Attendees custom fields, and what the policy
-- looks at in each live transaction with the outcome last recorded for it.
CREATE TABLE expense_policies (
  company_id uuid PRIMARY KEY,
  policy jsonb NOT NULL,
  receipt_required_above_cents bigint,
  updated_at timestamptz NOT NULL
);
CREATE TABLE policy_attendee_fields (
  custom_field_id uuid PRIMARY KEY,
  company_id uuid NOT NULL
);
CREATE TABLE policy_transactions (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  spender_id uuid,
  budget_id uuid,
  merchant text NOT NULL,
  mcc text,
  amount_cents bigint NOT NULL,
  at timestamptz NOT NULL,
  time_known boolean NOT NULL,
  custom_field_values jsonb NOT NULL DEFAULT '{}',
  receipts integer NOT NULL DEFAULT 0,
  outcome text NOT NULL DEFAULT 'IN_POLICY',
  findings jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX policy_transactions_spender ON policy_transactions (company_id, spender_id, at);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['expense_policies', 'policy_attendee_fields', 'policy_transactions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid)', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
-- The settings screen reads the policy as the reactor holds it.
GRANT SELECT ON expense_policies TO spend_api;
