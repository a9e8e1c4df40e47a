-- The funds pools (issue #25): each ledger's funding and what it reserves for sub-budgets, folded by
-- the ledger's own evolve, so "budgeted" and "unallocated" are the figures the ledger decides with.
CREATE TABLE budget_pools (
  ledger_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  funding bigint,
  ceiling bigint,
  allocations jsonb NOT NULL,
  allocated bigint NOT NULL,
  unallocated bigint NOT NULL
);
CREATE INDEX budget_pools_company ON budget_pools (company_id);
ALTER TABLE budget_pools ENABLE ROW LEVEL SECURITY;
ALTER TABLE budget_pools FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON budget_pools USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON budget_pools TO spend_api;
GRANT ALL ON budget_pools TO spend_projector;
