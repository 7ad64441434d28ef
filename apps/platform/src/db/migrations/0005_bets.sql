-- Bets placed on the platform's game vendors (the demo vendor and the lottery), one row per round or ticket.
-- Betting records, personal and team P&L, turnover for rebates and VIP levels all read this table; the money
-- itself moves in the ledger (0004), whose transactions reference the bet (`bet:<id>`, `win:<id>`).

CREATE TABLE game_bets (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- the game as the catalogue names it when the bet is placed
  vassalage     text NOT NULL,
  game_type     text NOT NULL,
  game_id       text NOT NULL,
  game_name     text NOT NULL,
  -- the vendor's round or ticket id; unique per vendor, so a retried settlement never pays twice
  round_ref     text NOT NULL,
  stake_cents   bigint NOT NULL CHECK (stake_cents > 0),
  payout_cents  bigint NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  placed_at     timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  -- what the vendor shows of the round (picked numbers, reels, draw number…)
  detail        jsonb NOT NULL DEFAULT '{}'::jsonb,
  CHECK ((status = 'settled') = (settled_at IS NOT NULL) OR status = 'void')
);
CREATE UNIQUE INDEX game_bets_round_key ON game_bets (merchant_code, vassalage, round_ref);
CREATE INDEX game_bets_member_idx ON game_bets (member_id, placed_at DESC);
CREATE INDEX game_bets_merchant_idx ON game_bets (merchant_code, placed_at);
