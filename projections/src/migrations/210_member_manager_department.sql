-- Member administration (issue #26 item 5): spec 3 User.managerId (another member of the same
-- company, or none) and department, which admins set from /members (UserUpdated).
ALTER TABLE users ADD COLUMN manager_user_id uuid;
ALTER TABLE users ADD COLUMN department text;
