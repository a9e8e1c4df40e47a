-- The member's own profile (issue #16): middle name, phone (E.164), address (spec 3 Address, as jsonb)
-- beside the names, and when their other sign-ins ended: the API refuses access tokens issued
-- before then (a password change signs every other session out at once, not when tokens expire).
ALTER TABLE users ADD COLUMN middle_name text;
ALTER TABLE users ADD COLUMN phone_number text;
ALTER TABLE users ADD COLUMN address jsonb;
ALTER TABLE users ADD COLUMN sessions_valid_from timestamptz;
