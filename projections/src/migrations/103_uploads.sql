-- Files uploaded straight to storage through a short-lived url (ARCHITECTURE 12): which company and
-- user asked for the url, for what (a receipt or an avatar), the generated object key, what the client
-- declared, and, once verifyUpload checked the bytes, their real type, size and sha256. Written by the
-- API only, not a projection; bound to the company like every table.
CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('receipt', 'avatar')),
  key text NOT NULL UNIQUE,
  -- Sanitized for display; never part of the key.
  file_name text NOT NULL,
  declared_type text NOT NULL,
  declared_size bigint NOT NULL,
  max_bytes bigint NOT NULL,
  -- pending: url handed out; verified: the bytes were checked and kept; refused: checked, deleted.
  state text NOT NULL CHECK (state IN ('pending', 'verified', 'refused')),
  content_type text,
  size_bytes bigint,
  sha256 text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX uploads_company_user ON uploads (company_id, user_id, created_at DESC);
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON uploads USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT, INSERT, UPDATE ON uploads TO spend_api;
GRANT ALL ON uploads TO spend_projector;
