-- Card-number reveals as the notifications projection counts them (issue #26 item 4): more than a
-- threshold by one member within an hour alerts the company's admins.
CREATE TABLE notification_card_reveals (
  event_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX notification_card_reveals_member ON notification_card_reveals (company_id, user_id, at);

ALTER TABLE notification_card_reveals ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_card_reveals FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_card_reveals USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT ALL ON notification_card_reveals TO spend_projector;
