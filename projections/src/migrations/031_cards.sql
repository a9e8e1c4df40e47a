-- Cards (spec 3 "Card", "Transaction control"), written by the cards projection from card events and
-- the spend of ledger events. No PAN, CVV2 or expiry here (ARCHITECTURE 7): those live in card_vault.
CREATE TABLE cards (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  format text NOT NULL, -- DIGITAL | PHYSICAL | SUBSCRIPTION
  is_rechargeable boolean NOT NULL,
  spender_id uuid,
  creator_id uuid,
  budget_id uuid,
  shipping_address text,
  limit_cents bigint NOT NULL,
  spent_cents bigint NOT NULL DEFAULT 0,
  status text NOT NULL,
  activated boolean NOT NULL,
  last4 text NOT NULL,
  controls jsonb NOT NULL,
  is_external boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  assigned_on timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX cards_company_assigned ON cards (company_id, assigned_on DESC);
CREATE INDEX cards_spender ON cards (spender_id);

-- The card vault: the PAN encrypted (AES-256-GCM, key from configuration) and its keyed hash (so a
-- number is never issued twice), and the expiry. CVV2 is derived on demand and never stored. The API
-- writes a row before the card's command (ids are the caller's, so a retry finds its row).
CREATE TABLE card_vault (
  card_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  pan_ciphertext text NOT NULL,
  pan_hash text NOT NULL UNIQUE,
  expiration_mm smallint NOT NULL,
  expiration_yy smallint NOT NULL,
  generation integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cards', 'card_vault'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant ON %I USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t);
    EXECUTE format('GRANT SELECT ON %I TO spend_api', t);
    EXECUTE format('GRANT ALL ON %I TO spend_projector', t);
  END LOOP;
END $$;
-- The vault is not a read model: only the API writes it (a reissue replaces the number).
GRANT INSERT, UPDATE ON card_vault TO spend_api;
REVOKE ALL ON card_vault FROM spend_projector;
