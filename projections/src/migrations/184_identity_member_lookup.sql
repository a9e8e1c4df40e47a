-- The development identity provider gives a member the API added an account when they first ask for
-- a password link (the welcome mail's way in): it reads that person's name by their sign-in id (the
-- own_users policy, with app.auth_id set), and no other column.
GRANT SELECT (auth_id, first_name, last_name, archived) ON users TO spend_identity;
