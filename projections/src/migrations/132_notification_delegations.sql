-- Approval delegations as the notifications projection sees them, in event order: a request waiting
-- for an away approver also alerts their delegate on the days of the delegation.
CREATE TABLE notification_delegations (
  delegation_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  delegate_user_id uuid NOT NULL,
  starts_on text NOT NULL,
  ends_on text NOT NULL
);
CREATE INDEX notification_delegations_company ON notification_delegations (company_id, user_id);

ALTER TABLE notification_delegations ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_delegations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_delegations USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON notification_delegations TO spend_api;
GRANT ALL ON notification_delegations TO spend_projector;
