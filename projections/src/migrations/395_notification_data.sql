-- Spec 3 Notification: status, userRole and notificationData as the event gave them (issue #29), so
-- /alerts links each notification to what it is about. Rows made before stay null until a rebuild.
-- amount is bigint cents; defined_action and user_role hold the closed lists of
-- services/domain/src/notifications/data.ts; status a request's status (spec 4) where it is about one.
ALTER TABLE notifications
  ADD COLUMN status text,
  ADD COLUMN user_role text,
  ADD COLUMN defined_action text,
  ADD COLUMN amount bigint,
  ADD COLUMN data_date timestamptz,
  ADD COLUMN notifier_user_id uuid,
  ADD COLUMN card_id uuid,
  ADD COLUMN budget_increase_id uuid,
  ADD COLUMN transaction_id uuid,
  ADD COLUMN reimbursement_id uuid;
