-- A card's spend is counted once: its transactions' spent_cents (the ledger's rule), summed by the
-- API for a month (a card limit) or since issue (a rechargeable card). The cards read model's own
-- running count, kept by amounts that missed the tip a pending purchase holds, goes.
ALTER TABLE cards DROP COLUMN spent_cents;
