-- Everyone a request involves (its requestor and the approvers of every level), so a reviewer keeps
-- seeing it after a later level took it over.
ALTER TABLE approval_requests ADD COLUMN participant_user_ids uuid[] NOT NULL DEFAULT '{}';
CREATE INDEX approval_requests_participants ON approval_requests USING gin (participant_user_ids);
