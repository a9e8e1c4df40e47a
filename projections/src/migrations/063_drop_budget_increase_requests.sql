-- Budget increase requests are read from approval_requests (061, kind BUDGET_INCREASE), the one
-- read model of requests; its former duplicate goes, with its projection's checkpoint.
DROP TABLE budget_increase_requests;
DELETE FROM projection_checkpoints WHERE name = 'budgetIncreaseRequests';
