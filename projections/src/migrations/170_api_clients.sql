-- API clients (issue #13): the company's OAuth clients for its own tools, written by the api-clients
-- projection. The API checks a machine token's client here on every request (revocation is
-- immediate), and the identity provider reads the same row to authenticate the client, so it needs
-- no registry of its own. Only the secret's SHA-256 is kept.
CREATE TABLE api_clients (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  name text NOT NULL,
  access text NOT NULL CHECK (access IN ('READ_ONLY', 'READ_WRITE')),
  scopes text[] NOT NULL,
  secret_sha256 text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'REVOKED')),
  created_by_user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX api_clients_company ON api_clients (company_id, created_at DESC);

-- The identity provider's role: it reads one client at a time, by id, and nothing else.
DO $$
BEGIN
  CREATE ROLE spend_identity LOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

ALTER TABLE api_clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_clients FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON api_clients USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
-- A bearer token names its client before anyone knows the company (as own_users does for auth_id).
CREATE POLICY own_client ON api_clients USING (id = nullif(current_setting('app.api_client_id', true), '')::uuid);
GRANT SELECT ON api_clients TO spend_api, spend_identity;
GRANT ALL ON api_clients TO spend_projector;

-- When each client last called the API: written by the API (at most once a minute per client), not
-- a projection, so a rebuild of api_clients keeps it. Bound to the company like every table.
CREATE TABLE api_client_usage (
  client_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  last_used_at timestamptz NOT NULL
);
ALTER TABLE api_client_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_client_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON api_client_usage USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
CREATE POLICY own_client ON api_client_usage USING (client_id = nullif(current_setting('app.api_client_id', true), '')::uuid);
GRANT SELECT, INSERT, UPDATE ON api_client_usage TO spend_api;
