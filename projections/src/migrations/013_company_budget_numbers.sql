-- Spec 3 Company.budgetNumbers: whether the company's budgets carry a number.
ALTER TABLE companies ADD COLUMN budget_numbers boolean NOT NULL DEFAULT false;
