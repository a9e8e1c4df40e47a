-- The spender's answer to the expense policy (issue #27 item 6), folded by the transactions
-- projection from PolicyExplanationGiven: the latest answer ({text, byUserId, at, findings}: the
-- findings it was given for), kept when a later outcome brings other findings, and whether it
-- answers the findings the transaction has now (the domain's answersFindings). The to-do lists a
-- member's transactions out of policy or needing review without a current answer.
ALTER TABLE transactions ADD COLUMN policy_explanation jsonb;
ALTER TABLE transactions ADD COLUMN policy_explained boolean NOT NULL DEFAULT false;
CREATE INDEX transactions_todo_policy ON transactions (company_id, spender_id, initial_transaction_date)
  WHERE policy_outcome <> 'IN_POLICY' AND NOT policy_explained AND deleted_at IS NULL;
