-- The lottery vendor (docs/decisions/0019-lottery.md). Draws follow a fixed schedule derived from the
-- clock; a draw's numbers are written once (the primary key makes the first writer win, every process
-- reads the same row). A ticket is one game_bets row (0005: stake, payout, status, round_ref = ticket
-- number) plus its lottery facts here and one line per picked number or option.

CREATE TABLE lottery_draws (
  game_id   text NOT NULL,
  numero    text NOT NULL,
  draw_at   timestamptz NOT NULL,
  -- { "numbers": [...], "board"?: [{ "tier": "DB", "numbers": [...] }, ...] }
  result    jsonb NOT NULL,
  drawn_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, numero)
);
CREATE INDEX lottery_draws_recent_idx ON lottery_draws (game_id, draw_at DESC);

CREATE TABLE lottery_orders (
  bet_id      bigint PRIMARY KEY REFERENCES game_bets (id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- the client's idempotency key: the same order sent twice is one ticket
  request_id  text NOT NULL,
  game_id     text NOT NULL,
  numero      text NOT NULL,
  play_type   text NOT NULL CHECK (play_type IN ('trad', 'ent')),
  prize_mode  text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  close_at    timestamptz NOT NULL,
  draw_at     timestamptz NOT NULL
);
CREATE UNIQUE INDEX lottery_orders_request_key ON lottery_orders (member_id, request_id);
CREATE INDEX lottery_orders_draw_idx ON lottery_orders (draw_at);

CREATE TABLE lottery_suborders (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bet_id        bigint NOT NULL REFERENCES lottery_orders (bet_id) ON DELETE CASCADE,
  line_no       integer NOT NULL CHECK (line_no >= 1),
  bet_type      text NOT NULL,
  selection     text NOT NULL,
  -- decimal odds ×100 the line was priced at (its prize mode applied)
  odds_x100     integer NOT NULL CHECK (odds_x100 > 100),
  stake_cents   bigint NOT NULL CHECK (stake_cents > 0),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  payout_cents  bigint NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
  cancelled_at  timestamptz,
  UNIQUE (bet_id, line_no),
  UNIQUE (bet_id, bet_type, selection),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

-- Settlement looks for open tickets whose draw time has come.
CREATE INDEX game_bets_open_idx ON game_bets (id) WHERE status = 'open';
