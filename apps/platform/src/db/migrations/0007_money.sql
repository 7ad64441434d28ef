-- Money and member centre (docs/decisions/0018-money-flows.md, 0020-rewards-vip-rebates.md):
-- money settings, payment methods, deposit and withdrawal orders, idempotency keys, bank cards,
-- security questions, claimable promotions, VIP levels, rebates. Money itself moves only in the
-- ledger (0004); these tables say why. Amounts are integer cents.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

-- Per-merchant money settings, seeded from the platform's defaults (operators change them later).
CREATE TABLE merchant_money_settings (
  merchant_code        text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  withdraw_min_cents   bigint NOT NULL DEFAULT 10000 CHECK (withdraw_min_cents > 0),
  withdraw_max_cents   bigint NOT NULL DEFAULT 5000000,
  transfer_min_cents   bigint NOT NULL DEFAULT 100 CHECK (transfer_min_cents > 0),
  transfer_max_cents   bigint NOT NULL DEFAULT 5000000,
  -- deposits awaiting payment a member may have at once
  max_pending_deposits integer NOT NULL DEFAULT 5 CHECK (max_pending_deposits BETWEEN 1 AND 50),
  max_bank_cards       integer NOT NULL DEFAULT 5 CHECK (max_bank_cards BETWEEN 1 AND 20),
  rebate_min_claim_cents bigint NOT NULL DEFAULT 100 CHECK (rebate_min_claim_cents > 0),
  -- the member card opens the VIP benefits page
  vip_display          boolean NOT NULL DEFAULT true,
  -- banks and e-wallets a member's card may belong to
  banks                jsonb NOT NULL DEFAULT '[]'::jsonb,
  CHECK (withdraw_min_cents <= withdraw_max_cents),
  CHECK (transfer_min_cents <= transfer_max_cents)
);

-- REFERRAL and MISSION on/off per merchant, overlaid on the brand's `promotions` defaults.
ALTER TABLE merchants ADD COLUMN promotions jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE members ADD COLUMN payee_name text;
ALTER TABLE members ADD COLUMN icon smallint NOT NULL DEFAULT 1 CHECK (icon BETWEEN 1 AND 8);
-- a real member's invitation code (agents invite with affiliate_code)
ALTER TABLE members ADD COLUMN referral_code text;
CREATE UNIQUE INDEX members_merchant_referral_key ON members (merchant_code, upper(referral_code)) WHERE referral_code IS NOT NULL;

CREATE TABLE payment_methods (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code          text NOT NULL,
  -- bank / ewallet: a manual transfer to `receiving`, confirmed by the cashier; gateway: paid on the gateway's page
  kind          text NOT NULL CHECK (kind IN ('bank', 'ewallet', 'gateway')),
  name          text NOT NULL,
  min_cents     bigint NOT NULL CHECK (min_cents > 0),
  max_cents     bigint NOT NULL,
  -- { bankName, accountName, accountNumber } of a manual method
  receiving     jsonb,
  -- the gateway's name (e.g. demo) and the secret its notifications are signed with
  gateway       text,
  secret        text,
  enabled       boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code),
  CHECK (min_cents <= max_cents),
  CHECK ((kind = 'gateway') = (gateway IS NOT NULL AND secret IS NOT NULL)),
  CHECK ((kind = 'gateway') = (receiving IS NULL))
);

-- Claimable promotions: rewards (reward centre), missions (/m/leaderBoard) and deposit bonuses.
CREATE TABLE reward_promotions (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code               text NOT NULL,
  category           text NOT NULL CHECK (category IN ('reward', 'mission', 'deposit')),
  -- once per member, once a day, or once per invited friend
  period             text NOT NULL CHECK (period IN ('once', 'daily', 'per_friend')),
  requirement        text NOT NULL CHECK (requirement IN ('none', 'deposit_total', 'turnover', 'bet_count', 'friend_deposit')),
  -- cents for amounts; a count for bet_count
  threshold          bigint NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  reward_cents       bigint NOT NULL DEFAULT 0 CHECK (reward_cents >= 0),
  -- deposit bonuses: percent of the deposit in basis points, capped, from a minimum deposit
  percent_bps        integer NOT NULL DEFAULT 0 CHECK (percent_bps BETWEEN 0 AND 10000),
  max_reward_cents   bigint NOT NULL DEFAULT 0 CHECK (max_reward_cents >= 0),
  -- only shown while this promotion key (REFERRAL, MISSION) is on for the merchant
  promo_key          text CHECK (promo_key IN ('REFERRAL', 'MISSION')),
  -- { "EN": "…", "PT": "…", "TY": "…" }
  title              jsonb NOT NULL,
  description        jsonb NOT NULL,
  starts_at          timestamptz,
  ends_at            timestamptz,
  enabled            boolean NOT NULL DEFAULT true,
  sort               integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code),
  CHECK ((period = 'per_friend') = (requirement = 'friend_deposit')),
  CHECK (category <> 'deposit' OR (percent_bps > 0 AND period <> 'per_friend'))
);

CREATE TABLE promotion_claims (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id  integer NOT NULL REFERENCES reward_promotions (id) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'once', a date (daily), 'friend:<id>' (per friend), or the deposit order for a deposit bonus period
  claim_key     text NOT NULL,
  amount_cents  bigint NOT NULL CHECK (amount_cents >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, member_id, claim_key)
);
CREATE INDEX promotion_claims_member_idx ON promotion_claims (member_id, created_at DESC);

CREATE TABLE deposit_orders (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no           text NOT NULL UNIQUE,
  merchant_code      text NOT NULL REFERENCES merchants (code),
  member_id          integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method_id          integer NOT NULL REFERENCES payment_methods (id),
  amount_cents       bigint NOT NULL CHECK (amount_cents > 0),
  bonus_cents        bigint NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  promotion_id       integer REFERENCES reward_promotions (id),
  payer_name         text,
  reference          text,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'failed', 'cancelled')),
  -- SHA-256 of the one-time token of the gateway's payment page
  gateway_token_hash text UNIQUE,
  created_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, created_at DESC);

CREATE TABLE bank_cards (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_name     text NOT NULL,
  -- the full number is kept for the payout; every answer masks it
  card_number   text NOT NULL CHECK (card_number ~ '^[0-9]{10,19}$'),
  holder_name   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  removed_at    timestamptz
);
CREATE UNIQUE INDEX bank_cards_member_number_key ON bank_cards (member_id, card_number) WHERE removed_at IS NULL;

CREATE TABLE withdrawal_orders (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_card_id  integer NOT NULL REFERENCES bank_cards (id),
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX withdrawal_orders_member_idx ON withdrawal_orders (member_id, created_at DESC);

-- Request-level idempotency: the first successful answer to (member, call, key) with the request's hash.
CREATE TABLE idempotency_keys (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope        text NOT NULL,
  key          text NOT NULL,
  -- SHA-256 of the call and its body (secrets left out)
  request_hash text NOT NULL,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, scope, key)
);

CREATE TABLE security_questions (
  id   smallint PRIMARY KEY,
  -- pack key of the question's text (member.security.questions.<key>)
  key  text NOT NULL UNIQUE,
  sort smallint NOT NULL DEFAULT 0
);

CREATE TABLE member_security_answers (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  question_id smallint NOT NULL REFERENCES security_questions (id),
  -- argon2id of the trimmed, lower-cased answer
  answer_hash text NOT NULL CHECK (answer_hash LIKE '$argon2id$%'),
  PRIMARY KEY (member_id, question_id)
);

-- VIP levels by lifetime turnover (settled stakes), and what each level gives.
CREATE TABLE vip_levels (
  merchant_code            text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  level                    smallint NOT NULL CHECK (level >= 0),
  name                     text NOT NULL,
  min_turnover_cents       bigint NOT NULL CHECK (min_turnover_cents >= 0),
  withdraw_daily_count     integer NOT NULL CHECK (withdraw_daily_count > 0),
  withdraw_daily_max_cents bigint NOT NULL CHECK (withdraw_daily_max_cents > 0),
  rebate_bonus_bps         integer NOT NULL DEFAULT 0 CHECK (rebate_bonus_bps BETWEEN 0 AND 500),
  PRIMARY KEY (merchant_code, level)
);

-- Rebate rates per game type (basis points of turnover).
CREATE TABLE rebate_rates (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  game_type     text NOT NULL,
  rate_bps      integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 500),
  PRIMARY KEY (merchant_code, game_type)
);

-- Manual rebate claims: the turnover of bets settled in (period_from, period_to].
CREATE TABLE rebate_claims (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period_from    timestamptz,
  period_to      timestamptz NOT NULL,
  turnover_cents bigint NOT NULL CHECK (turnover_cents >= 0),
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  -- [{ productType, turnoverCents, rateBps, amountCents }]
  lines          jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- one claim per starting point: two claims at once cannot both pay the same bets
CREATE UNIQUE INDEX rebate_claims_member_period_key ON rebate_claims (member_id, COALESCE(period_from, '-infinity'::timestamptz));
CREATE INDEX rebate_claims_member_idx ON rebate_claims (member_id, created_at DESC);
-- settled bets of a member in time order (rebates, turnover)
CREATE INDEX game_bets_member_settled_idx ON game_bets (member_id, settled_at) WHERE status = 'settled';
