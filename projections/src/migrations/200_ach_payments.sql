-- ACH payments from a linked bank account (issue #25 item 3): a payment is PENDING until the bank
-- feed says it SETTLED or was RETURNED (with the NACHA return code and its reason); the account
-- row shows what pending payments add up to. Payments recorded before were all received: SETTLED.
ALTER TABLE payments
  ADD COLUMN status text NOT NULL DEFAULT 'SETTLED' CHECK (status IN ('PENDING', 'SETTLED', 'RETURNED')),
  ADD COLUMN return_code text,
  ADD COLUMN return_reason text,
  ADD COLUMN bank_account text;
ALTER TABLE accounts ADD COLUMN ach_pending bigint NOT NULL DEFAULT 0;
