-- Dual control (issue #26): the company setting under which an admin's raise of a budget only they
-- spend from waits for a second admin (CompanySettingsUpdated flags.isDualControlRequired). Off by default.
ALTER TABLE companies ADD COLUMN is_dual_control_required boolean NOT NULL DEFAULT false;
