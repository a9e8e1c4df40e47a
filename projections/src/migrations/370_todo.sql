-- The spender's to-do (issue #27 item 6) reads a member's incomplete transactions: one index for
-- that read, which runs for every badge count and every reminder.
CREATE INDEX transactions_todo ON transactions (company_id, spender_id, initial_transaction_date)
  WHERE NOT is_complete AND deleted_at IS NULL;
