-- Accounting integration (issue #13): each company's platform company and sync configuration, its
-- connections, and its integration run logs, written by the accounting projection.
CREATE TABLE accounting_integrations (
  company_id uuid PRIMARY KEY,
  codat_company_id text NOT NULL,
  codat_company_name text NOT NULL,
  bank_account_id text,
  supplier_id text,
  customer_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE accounting_connections (
  company_id uuid NOT NULL,
  -- The platform's own id (text: not ours to shape).
  connection_id text NOT NULL,
  platform_key text NOT NULL,
  platform_name text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, connection_id)
);

CREATE TABLE integration_run_logs (
  run_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  kind text NOT NULL,
  status text NOT NULL CHECK (status IN ('STARTED', 'LOADED', 'COMPLETED', 'FAILED')),
  transaction_ids uuid[] NOT NULL DEFAULT '{}',
  synced_transaction_ids uuid[] NOT NULL DEFAULT '{}',
  failures jsonb NOT NULL DEFAULT '[]',
  message text,
  started_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX integration_run_logs_company ON integration_run_logs (company_id, started_at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['accounting_integrations', 'accounting_connections', 'integration_run_logs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
