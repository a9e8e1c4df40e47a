-- The receipt auto-lock on the card's row (event CardReceiptLockChanged), so the web app can say a
-- card is locked and which purchases need their receipts. A rebuild of `cards` fills it for old events.
ALTER TABLE cards ADD COLUMN receipt_locked boolean NOT NULL DEFAULT false;
ALTER TABLE cards ADD COLUMN receipt_overdue_ids uuid[] NOT NULL DEFAULT '{}';
