-- Which agreements each member has accepted (spec 2.1 gate: onboarding until the required ones are).
CREATE TABLE agreement_acceptances (
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  agreement text NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, agreement)
);
ALTER TABLE agreement_acceptances ENABLE ROW LEVEL SECURITY;
ALTER TABLE agreement_acceptances FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON agreement_acceptances USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON agreement_acceptances TO spend_api;
GRANT ALL ON agreement_acceptances TO spend_projector;
