-- The /transactions list (spec 9) counts what it filters: counts stay index-only where the filter
-- allows (bench/transactions-query.ts, 200,000 transactions in one company).
-- The date order also carries the amount, so a date range with an amount band counts from the index.
DROP INDEX IF EXISTS transactions_company_live_date;
CREATE INDEX transactions_company_live_date ON transactions (company_id, initial_transaction_date DESC, id) INCLUDE (amount_cents) WHERE deleted_at IS NULL;
-- GL code and project filters within the caller's company (a GL code alone does not say whose rows
-- are live), in list order.
DROP INDEX IF EXISTS transactions_general_ledger;
DROP INDEX IF EXISTS transactions_project;
CREATE INDEX transactions_company_general_ledger ON transactions (company_id, general_ledger_id, initial_transaction_date DESC) WHERE deleted_at IS NULL AND general_ledger_id IS NOT NULL;
CREATE INDEX transactions_company_project ON transactions (company_id, project_id, initial_transaction_date DESC) WHERE deleted_at IS NULL AND project_id IS NOT NULL;
