-- Read models. Money is bigint cents. Every table carries company_id and is bound by forced
-- row-level security to the company set per transaction (set_config('app.company_id', …, true)).
CREATE TABLE companies (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  dba_name text NOT NULL,
  parent_company_id uuid,
  is_reseller boolean NOT NULL,
  total_funding bigint NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  person_id uuid NOT NULL,
  auth_id text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  emboss_name text,
  roles text[] NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX users_auth_id ON users (auth_id);
CREATE INDEX users_company ON users (company_id);

CREATE TABLE budgets (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  parent_budget_id uuid,
  name text NOT NULL,
  color text NOT NULL,
  number text,
  owner_user_id uuid,
  funding bigint NOT NULL,
  soft_limit text NOT NULL,
  overage_value bigint NOT NULL,
  currency text NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX budgets_company_name ON budgets (company_id, name);

CREATE TABLE budget_spenders (
  budget_id uuid NOT NULL,
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  PRIMARY KEY (budget_id, user_id)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'users', 'budgets', 'budget_spenders'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;

-- Before it knows the company, the API finds the caller's users by the token's subject.
CREATE POLICY own_users ON users USING (auth_id = nullif(current_setting('app.auth_id', true), ''));

-- A reseller sees its child companies.
CREATE POLICY children ON companies USING (parent_company_id = nullif(current_setting('app.company_id', true), '')::uuid);
