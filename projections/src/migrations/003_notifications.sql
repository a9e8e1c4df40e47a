-- Notifications (spec 3) derived from events; `read` moves with NotificationsRead events.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  type text NOT NULL, -- 'alert' or 'info'
  title text NOT NULL,
  message text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  budget_id uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_unread ON notifications (user_id, read, created_at DESC);

-- The projection's own view of who owns each budget, so it never waits on another read model.
CREATE TABLE notification_budget_owners (
  budget_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  owner_user_id uuid,
  name text NOT NULL
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notifications', 'notification_budget_owners'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
