-- A member's avatar (spec 3 Person.avatar): the id of their checked upload (uploads.id), served by the
-- API's file route; null for the initials avatar.
ALTER TABLE users ADD COLUMN avatar_file_id uuid;
