-- Bank connections (Plaid-shaped items) and the transactions their syncs imported (issue 6, bank links).
CREATE TABLE bank_items (
  item_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  institution_name text NOT NULL,
  -- [{ accountId, name, mask }]: each account is an external card of the /cards/external list
  accounts jsonb NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  linked_at timestamptz NOT NULL,
  last_synced_at timestamptz
);
CREATE INDEX bank_items_company ON bank_items (company_id);

CREATE TABLE bank_transactions (
  item_id uuid NOT NULL,
  transaction_id text NOT NULL,
  company_id uuid NOT NULL,
  account_id text NOT NULL,
  amount_cents bigint NOT NULL,
  merchant_name text NOT NULL,
  date date NOT NULL,
  removed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (item_id, transaction_id)
);
CREATE INDEX bank_transactions_account ON bank_transactions (company_id, account_id, date DESC);

ALTER TABLE bank_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE bank_items FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON bank_items USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
ALTER TABLE bank_transactions ENABLE ROW LEVEL SECURITY;
ALTER TABLE bank_transactions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant ON bank_transactions USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
GRANT SELECT ON bank_items, bank_transactions TO spend_api;
GRANT ALL ON bank_items, bank_transactions TO spend_projector;
