-- Corrections after sync (issue #13): each adjustment of a synced transaction and its own sync
-- state, and each reconciliation of our synced totals with the platform's, written by the
-- accounting-books projection.
CREATE TABLE transaction_adjustments (
  adjustment_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  transaction_id uuid NOT NULL,
  reason text NOT NULL CHECK (reason IN ('AMOUNT', 'CODING')),
  amount_delta_cents bigint NOT NULL,
  -- Signed cents per GL code and project, as pushed (a re-coding's lines add up to nothing).
  lines jsonb NOT NULL,
  sync_state text NOT NULL CHECK (sync_state IN ('READY_TO_SYNC', 'SYNCED')),
  run_id uuid,
  created_by_user_id uuid,
  created_at timestamptz NOT NULL,
  synced_at timestamptz
);
CREATE INDEX transaction_adjustments_transaction ON transaction_adjustments (transaction_id, created_at);
CREATE INDEX transaction_adjustments_ready ON transaction_adjustments (company_id, created_at) WHERE sync_state = 'READY_TO_SYNC';

CREATE TABLE accounting_reconciliations (
  check_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  run_id uuid,
  matched boolean NOT NULL,
  our_count integer NOT NULL,
  our_cents bigint NOT NULL,
  their_count integer NOT NULL,
  their_cents bigint NOT NULL,
  -- Per month: { period, ours: { count, amountCents }, theirs: { count, amountCents } }.
  periods jsonb NOT NULL,
  checked_at timestamptz NOT NULL
);
CREATE INDEX accounting_reconciliations_company ON accounting_reconciliations (company_id, checked_at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transaction_adjustments', 'accounting_reconciliations'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
