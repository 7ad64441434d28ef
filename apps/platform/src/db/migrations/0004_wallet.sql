-- Wallets as a double-entry ledger (docs/decisions/0010-wallet-ledger.md).
-- Every money movement is one ledger transaction whose entries sum to zero; an account's balance is the
-- running balance of its latest entry and is never edited in place. Amounts are integer cents.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

CREATE TABLE ledger_accounts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- a member's account, or NULL for the merchant's own (house) accounts
  member_id     integer REFERENCES members (id) ON DELETE CASCADE,
  -- member: 'main' (spendable), 'held' (withdrawals awaiting a decision)
  -- house:  'cashier' (deposits in, payouts out), 'games', 'promotions', 'rebates', 'adjustments'
  kind          text NOT NULL CHECK (kind ~ '^[a-z]+$'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NOT NULL AND kind IN ('main', 'held')) OR (member_id IS NULL AND kind NOT IN ('main', 'held')))
);
CREATE UNIQUE INDEX ledger_accounts_member_key ON ledger_accounts (member_id, kind) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (merchant_code, kind) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- deposit, withdrawal_hold, withdrawal_paid, withdrawal_refund, bet, win, rebate, promotion, transfer, adjustment…
  kind          text NOT NULL CHECK (kind ~ '^[a-z_]+$'),
  -- what the movement belongs to (an order, a bet, a claim…); with kind, posts at most once
  reference     text,
  memo          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_transactions_reference_key ON ledger_transactions (merchant_code, kind, reference) WHERE reference IS NOT NULL;
CREATE INDEX ledger_transactions_created_idx ON ledger_transactions (merchant_code, created_at);

CREATE TABLE ledger_entries (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_cents   bigint NOT NULL CHECK (amount_cents <> 0),
  -- the account's balance after this entry (entries of one account are ordered by id)
  balance_after  bigint NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
