-- Budget increase requests (spec 3): one row per request, its status kept up to date by the reviews.
CREATE TABLE budget_increase_requests (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  budget_id uuid NOT NULL,
  requestor_user_id uuid NOT NULL,
  amount bigint NOT NULL,
  reason text NOT NULL,
  status text NOT NULL,
  reviewer_user_id uuid,
  review_note text,
  requested_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX budget_increase_requests_budget ON budget_increase_requests (budget_id, requested_at DESC);

ALTER TABLE budget_increase_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE budget_increase_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON budget_increase_requests USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON budget_increase_requests TO spend_api;
GRANT ALL ON budget_increase_requests TO spend_projector;
