-- The receipt-locks reactor's own view (projections/src/reactors/receipt-locks.ts): each company's
-- lock policy, its cards (whose, subscription or not) and its posted card purchases with how many
-- receipts they carry. Written in the transaction that moves its checkpoint, so its decisions never
-- wait on (or trust) another read model. Only the reactor and its daily check read it.
CREATE TABLE receipt_lock_policies (
  company_id uuid PRIMARY KEY,
  receipt_required_above_cents bigint,
  subscription_receipts_exempt boolean NOT NULL,
  receipt_lock_days integer
);
CREATE TABLE receipt_lock_cards (
  card_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  spender_id uuid,
  is_subscription boolean NOT NULL
);
CREATE INDEX receipt_lock_cards_spender ON receipt_lock_cards (company_id, spender_id);
CREATE TABLE receipt_lock_purchases (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  card_id uuid NOT NULL,
  amount_cents bigint NOT NULL,
  posted_at timestamptz,
  receipt_count integer NOT NULL DEFAULT 0,
  -- Reversed or deleted: nothing to book, never overdue.
  closed boolean NOT NULL DEFAULT false
);
CREATE INDEX receipt_lock_purchases_open ON receipt_lock_purchases (company_id, card_id) WHERE receipt_count = 0 AND NOT closed;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['receipt_lock_policies', 'receipt_lock_cards', 'receipt_lock_purchases'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid)', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
