-- Coding rules and automatic coding (issue #27 item 4).
--
-- coding_rules: the rules screen's read model (coding-rules projection), each rule with its hits
-- (how many transactions it coded).
CREATE TABLE coding_rules (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  conditions jsonb NOT NULL,
  outcome jsonb NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX coding_rules_company ON coding_rules (company_id, position, created_at) WHERE NOT deleted;

-- The auto-coding reactor's own view (projections/src/reactors/auto-coding.ts): the live rules in
-- order, and each transaction's merchant and current coding (the company's history per merchant).
-- Written in the transaction that moves its checkpoint, so its decisions never wait on another read model.
CREATE TABLE auto_coding_rules (
  rule_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  conditions jsonb NOT NULL,
  outcome jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auto_coding_rules_company ON auto_coding_rules (company_id, position, created_at);
CREATE TABLE auto_coding_history (
  transaction_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  merchant_key text NOT NULL,
  general_ledger_id uuid,
  project_id uuid,
  custom_field_values jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX auto_coding_history_merchant ON auto_coding_history (company_id, merchant_key);
-- GL codes, projects and custom fields no longer in use (archived, disabled, turned off): never applied.
CREATE TABLE auto_coding_retired (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL
);

-- Which of a transaction's coded fields a rule or the history set, and why ({source, fields}); null: none.
ALTER TABLE transactions ADD COLUMN automatic_coding jsonb;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['coding_rules', 'auto_coding_rules', 'auto_coding_history', 'auto_coding_retired'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid)', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
GRANT SELECT ON coding_rules TO spend_api;
