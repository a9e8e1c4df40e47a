-- The budget-owners reactor's own view of each budget (projections/src/reactors/budget-owners.ts):
-- who owns it and whether it is active, written in the transaction that moves its checkpoint, so its
-- decisions never wait on (or trust) another read model. Only the reactor reads it.
CREATE TABLE budget_owners (
  budget_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  owner_user_id uuid,
  active boolean NOT NULL
);
CREATE INDEX budget_owners_owner ON budget_owners (owner_user_id) WHERE active;

ALTER TABLE budget_owners ENABLE ROW LEVEL SECURITY;
ALTER TABLE budget_owners FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON budget_owners USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT ALL ON budget_owners TO spend_projector;
