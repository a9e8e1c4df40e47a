-- Lookups the API makes per request: a member's spender budgets, a budget's children.
CREATE INDEX budget_spenders_user ON budget_spenders (user_id);
CREATE INDEX budget_spenders_company ON budget_spenders (company_id);
CREATE INDEX budgets_parent ON budgets (parent_budget_id) WHERE parent_budget_id IS NOT NULL;
