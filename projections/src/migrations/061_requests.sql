-- Approval requests of both kinds (spec 3 "Budget increase request", "Reimbursement"; spec 4
-- statuses) as /alerts/requests lists them, each with the approvers of the level now waiting;
-- the per-transaction reimbursement status; each company's approval chain. Money is bigint cents.
CREATE TABLE approval_requests (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  kind text NOT NULL, -- BUDGET_INCREASE | REIMBURSEMENT
  budget_id uuid,
  requestor_user_id uuid NOT NULL,
  title text,
  reason text,
  amount bigint NOT NULL,
  status text NOT NULL,
  level int NOT NULL DEFAULT 0,
  level_count int NOT NULL,
  approver_user_ids uuid[] NOT NULL,
  reviewer_user_id uuid,
  review_note text,
  transaction_ids uuid[] NOT NULL DEFAULT '{}',
  requested_at timestamptz NOT NULL,
  responded_on timestamptz,
  paid_on timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX approval_requests_company ON approval_requests (company_id, requested_at DESC);
CREATE INDEX approval_requests_approvers ON approval_requests USING gin (approver_user_ids);

-- A transaction's reimbursement status: that of the latest reimbursement it is part of.
CREATE TABLE reimbursement_transactions (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  reimbursement_id uuid NOT NULL,
  status text NOT NULL
);
CREATE INDEX reimbursement_transactions_reimbursement ON reimbursement_transactions (reimbursement_id);

CREATE TABLE approval_levels (
  company_id uuid PRIMARY KEY,
  levels jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Which request a notification is about (spec 3 notificationData: budget increase, reimbursement).
ALTER TABLE notifications ADD COLUMN request_id uuid;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['approval_requests', 'reimbursement_transactions', 'approval_levels'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
