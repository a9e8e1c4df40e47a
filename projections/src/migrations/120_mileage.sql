-- Mileage (issue #12): each company's rate, policy link and GL code, and its spenders' trips, written
-- by the mileage projection. A trip's reimbursement status is read from approval_requests.
CREATE TABLE mileage_settings (
  company_id uuid PRIMARY KEY,
  -- Whole cents per mile (spec 9: mileage amounts are whole units).
  mileage_value integer NOT NULL CHECK (mileage_value >= 0),
  mileage_policy_url text,
  mileage_general_ledger_id uuid,
  updated_at timestamptz NOT NULL
);

CREATE TABLE mileage_submissions (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  spender_id uuid NOT NULL,
  budget_id uuid NOT NULL,
  -- The trip's day as YYYY-MM-DD (text: pg would read a date as local midnight).
  trip_date text NOT NULL,
  from_place text NOT NULL,
  to_place text NOT NULL,
  -- Tenths of a mile, so no float is stored.
  miles_tenths integer NOT NULL CHECK (miles_tenths > 0),
  purpose text NOT NULL,
  rate_cents integer NOT NULL,
  amount_cents bigint NOT NULL,
  general_ledger_id uuid,
  transaction_id uuid NOT NULL,
  reimbursement_id uuid NOT NULL,
  submitted_at timestamptz NOT NULL
);
CREATE INDEX mileage_submissions_company_date ON mileage_submissions (company_id, trip_date DESC, submitted_at DESC);
CREATE INDEX mileage_submissions_spender ON mileage_submissions (spender_id);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['mileage_settings', 'mileage_submissions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
