-- A person's company users are found by person id (person queries, spec 7).
CREATE INDEX users_person ON users (person_id);

-- Generated report files (spec 3 "Report result": a download url). Written by the API itself, not
-- by a projection: a report is a snapshot for download, not domain state. Bound to the company like
-- every table, so a download can only ever serve the caller's company's file.
CREATE TABLE report_files (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  created_by_user_id uuid NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  -- The permission (spec 6 table) a caller needs to download it, e.g. teamMembersReport.create.
  permission text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE report_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_files FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON report_files USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT, INSERT ON report_files TO spend_api;
GRANT ALL ON report_files TO spend_projector;
