-- The controls report (issue #26) reads every approval of a period from the audit history: a small
-- partial index over the review events alone, so it never scans a company's card history.
CREATE INDEX event_history_reviews ON event_history (company_id, created_at)
  WHERE event_type IN ('BudgetIncreaseReviewed', 'ReimbursementReviewed');
