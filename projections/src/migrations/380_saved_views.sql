-- Saved views of /transactions (issue #27 item 7): each member's named filters, sort and hidden
-- columns (the list's query-string parameters), shared with the company or not. Written only by
-- the saved-views projection.
CREATE TABLE saved_views (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  owner_user_id uuid NOT NULL,
  name text NOT NULL,
  shared boolean NOT NULL,
  params jsonb NOT NULL,
  hidden_columns jsonb NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX saved_views_company ON saved_views (company_id, owner_user_id) WHERE NOT deleted;

ALTER TABLE saved_views ENABLE ROW LEVEL SECURITY;
ALTER TABLE saved_views FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON saved_views USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON saved_views TO spend_api;
GRANT ALL ON saved_views TO spend_projector;
