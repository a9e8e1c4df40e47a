-- The sync-adjustments reactor's own view (projections/src/reactors/sync-adjustments.ts): each card
-- purchase's net amount (cleared or authorized, less refunds, nothing once reversed), written in the
-- transaction that moves its checkpoint, so each of its commands states the amount as of its event.
CREATE TABLE adjustment_purchases (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL DEFAULT 0,
  reversed boolean NOT NULL DEFAULT false,
  -- Entered on the platform: from then on a change of amount is an adjustment.
  synced boolean NOT NULL DEFAULT false
);

ALTER TABLE adjustment_purchases ENABLE ROW LEVEL SECURITY;
ALTER TABLE adjustment_purchases FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON adjustment_purchases USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT ALL ON adjustment_purchases TO spend_projector;
