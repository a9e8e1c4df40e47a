-- The card account and its statements are read models of the account decider's own fold
-- (issue #25): each keeps the folded state, and every figure it shows is the domain's. Added: the
-- APR, what the last statement asked for and what is still owed of it, the upcoming statement as
-- the close will total it (its credits include the rebate), and what was paid against each closed
-- statement. Both are replayed from the start.
ALTER TABLE accounts
  ADD COLUMN interest_basis_points integer NOT NULL DEFAULT 0,
  ADD COLUMN statement_amount bigint NOT NULL DEFAULT 0,
  ADD COLUMN statement_paid bigint NOT NULL DEFAULT 0,
  ADD COLUMN due_period_start timestamptz,
  ADD COLUMN interest_accrued bigint NOT NULL DEFAULT 0,
  ADD COLUMN upcoming jsonb,
  ADD COLUMN state jsonb;
ALTER TABLE statements
  ADD COLUMN paid bigint NOT NULL DEFAULT 0,
  ADD COLUMN still_due bigint NOT NULL DEFAULT 0,
  ADD COLUMN payment_status text NOT NULL DEFAULT 'UNPAID' CHECK (payment_status IN ('NOTHING_DUE', 'UNPAID', 'PARTIALLY_PAID', 'PAID'));
ALTER TABLE statement_accounts ADD COLUMN state jsonb;
TRUNCATE accounts, rebates, payments, statements, statement_transactions, statement_accounts;
DELETE FROM projection_checkpoints WHERE name IN ('account', 'statements');
