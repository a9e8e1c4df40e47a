-- Issue #11: a reimbursement carries what was bought, where and when, the budget it is charged to
-- (already `budget_id`, now set for reimbursements too), its category (a general ledger) and its
-- receipts' metadata (the files live in storage). Null on reimbursements requested before.
ALTER TABLE approval_requests
  ADD COLUMN expense_date date,
  ADD COLUMN merchant text,
  ADD COLUMN general_ledger_id uuid,
  ADD COLUMN receipts jsonb NOT NULL DEFAULT '[]';
-- Budget owners list the requests on their budgets.
CREATE INDEX approval_requests_budget ON approval_requests (budget_id) WHERE budget_id IS NOT NULL;
