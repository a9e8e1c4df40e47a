-- Outgoing webhooks (issue #13 item 5): each company's endpoints (never the secret) and the delivery
-- log (one row per message to an endpoint, one per attempt), written by the webhooks projection.
CREATE TABLE webhook_endpoints (
  endpoint_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  url text NOT NULL,
  event_types text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  secret_rotated_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id, created_at);

CREATE TABLE webhook_deliveries (
  delivery_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  endpoint_id uuid NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (company_id, endpoint_id, created_at DESC);

CREATE TABLE webhook_delivery_attempts (
  delivery_id uuid NOT NULL,
  attempt integer NOT NULL,
  company_id uuid NOT NULL,
  endpoint_id uuid NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  error text,
  outcome text NOT NULL CHECK (outcome IN ('DELIVERED', 'RETRYING', 'FAILED')),
  attempted_at timestamptz NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['webhook_endpoints', 'webhook_deliveries', 'webhook_delivery_attempts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
