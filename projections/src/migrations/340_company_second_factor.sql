-- Issue #26: a company may require the second factor (a one-time code) of every member's sign-in.
ALTER TABLE companies ADD COLUMN is_second_factor_required boolean NOT NULL DEFAULT false;
