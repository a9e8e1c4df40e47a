-- The books' reference data (spec 3 "General ledger", "Custom field", "Project"), written by the
-- coding projection, and each company's books policy (what makes a transaction complete). The API
-- reads them for lists and for checking a coded transaction's references.
CREATE TABLE general_ledgers (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  code text,
  description text,
  type text,
  category text,
  foreign_entity_id text,
  is_enabled boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX general_ledgers_company_name ON general_ledgers (company_id, lower(name));

CREATE TABLE projects (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX projects_company_name ON projects (company_id, lower(name));

CREATE TABLE custom_fields (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  description text,
  is_required boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX custom_fields_company ON custom_fields (company_id, lower(name));

CREATE TABLE custom_field_options (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  custom_field_id uuid NOT NULL,
  name text NOT NULL,
  archived boolean NOT NULL DEFAULT false
);
CREATE INDEX custom_field_options_field ON custom_field_options (custom_field_id);

-- One row per company: the rules a transaction must meet to be COMPLETE, and receipt auto-lock.
-- Written by the transactions projection (it follows the custom-field events too, so completeness
-- never waits on another projection). receipt_required_above_cents null: never required; 0: always.
CREATE TABLE books_policies (
  company_id uuid PRIMARY KEY,
  receipt_required_above_cents bigint,
  subscription_receipts_exempt boolean NOT NULL DEFAULT false,
  is_projects_enabled boolean NOT NULL DEFAULT false,
  is_invoice_number_enabled boolean NOT NULL DEFAULT false,
  receipt_lock_days integer,
  required_custom_field_ids uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['general_ledgers', 'projects', 'custom_fields', 'custom_field_options', 'books_policies'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
