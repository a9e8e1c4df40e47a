-- Crypto-shredding (issue #16 item 3): one AES-256-GCM data key per person (a member's user id, or
-- a person id for their email claim), wrapped with the server's master key. The personal fields of
-- events are sealed with it; forgetting the person sets data_key to NULL, which makes those fields
-- unreadable for good. The only mutable place of personal data: events are never updated.
CREATE TABLE person_keys (
  subject_id text PRIMARY KEY,
  data_key bytea,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  destroyed_at timestamptz,
  CHECK ((data_key IS NULL) = (destroyed_at IS NOT NULL))
);

GRANT SELECT, INSERT, UPDATE ON person_keys TO spend_api, spend_projector;
