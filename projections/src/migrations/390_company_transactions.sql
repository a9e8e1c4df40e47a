-- The company's bank feed (source PLAID) and its payments toward the card account (source PAYMENT)
-- are rows of the transactions list (issue #29), folded by the transactions projection from
-- BankTransactionsSynced and the account's payment events. They are not spend and have nothing to
-- book (spent 0, exempt, complete, never READY_TO_SYNC). The source filter lists them; this index
-- keeps that filter from reading the company's whole list.
CREATE INDEX transactions_company_source ON transactions (company_id, source, initial_transaction_date DESC) WHERE source IN ('PLAID', 'PAYMENT');
-- The transactions read models are replayed from the start, so syncs and payments recorded before
-- this change have their rows too.
TRUNCATE transactions, budget_spend, books_policies, transaction_cards, transaction_counts;
DELETE FROM projection_checkpoints WHERE name = 'transactions';
