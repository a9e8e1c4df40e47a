-- Each transaction keeps its spend by the ledger's own rule (transactionSpend): a pending purchase
-- its hold (the amount plus the clearing tolerance, such as a restaurant's tip), a posted one its
-- cleared amount less refunds, a reversed or declined one nothing. The dashboard, top spenders, the
-- cards list and its CSV and the budgets' pending spend sum it instead of counting their own way
-- (issue #25). The transactions read models are replayed from the start to fill it.
ALTER TABLE transactions
  ADD COLUMN hold_cents bigint,
  ADD COLUMN spent_cents bigint NOT NULL DEFAULT 0;
TRUNCATE transactions, budget_spend, books_policies, transaction_cards, transaction_counts;
DELETE FROM projection_checkpoints WHERE name = 'transactions';
