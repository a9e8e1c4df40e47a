-- Budget reads of issue #4: a member's owned budgets (visibility, BudgetOwner auto-management) and
-- the top-level budgets each tree walk starts from.
CREATE INDEX budgets_owner ON budgets (owner_user_id) WHERE owner_user_id IS NOT NULL;
CREATE INDEX budgets_top ON budgets (company_id, name) WHERE parent_budget_id IS NULL;
