-- Service roles (cluster-wide, so created only if missing). Neither is a superuser: the API's role
-- is bound by row-level security; the projector's role may bypass it to write every company's rows.
DO $$
BEGIN
  CREATE ROLE spend_api LOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
DO $$
BEGIN
  CREATE ROLE spend_projector LOGIN NOSUPERUSER BYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
