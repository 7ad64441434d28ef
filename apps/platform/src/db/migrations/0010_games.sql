-- Games: the catalogue (categories, vendors, games), members' favourites and recent games, the winner
-- board's seeded history, and the demo vendor's launch tickets and game sessions.
-- docs/decisions/0011-games-catalogue-and-demo-vendor.md. Plain SQL that PostgreSQL 15+ and PGlite both run.

-- Vendor categories in the order the site shows them (spec §2: "the vendor categories in server order").
CREATE TABLE game_categories (
  code  text PRIMARY KEY CHECK (code ~ '^[A-Z]+$'),
  sort  integer NOT NULL
);

-- Game vendors ("vassalage"): TCG_LOTTO_VN, DS88, AV… and the accountTypeName the site shows for them.
CREATE TABLE game_vendors (
  code              text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  account_type_name text NOT NULL,
  -- brand colour of the vendor's generated icons (#rrggbb)
  colour            text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
  sort              integer NOT NULL
);

-- Which categories a vendor serves, in the vendor's order inside the category.
CREATE TABLE game_vendor_categories (
  vendor_code   text NOT NULL REFERENCES game_vendors (code),
  category_code text NOT NULL REFERENCES game_categories (code),
  sort          integer NOT NULL,
  PRIMARY KEY (category_code, vendor_code)
);

CREATE TABLE games (
  -- nodeId of the spec: the catalogue entry's id
  node_id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_code    text NOT NULL REFERENCES game_vendors (code),
  category_code  text NOT NULL REFERENCES game_categories (code),
  -- the vendor's own game id (gameId), unique per vendor; 'lobby' for a vendor's lobby entry
  game_id        text NOT NULL CHECK (game_id ~ '^[A-Za-z0-9_]{1,40}$'),
  -- English name, and other languages' names where they differ ({"PT": "…", "TY": "…"})
  game_name      text NOT NULL,
  names          jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_new         boolean NOT NULL DEFAULT false,
  -- position in the hot list (1 = first), NULL when not hot
  hot_rank       integer CHECK (hot_rank IS NULL OR hot_rank > 0),
  -- JP accumulative prize, SC scratch, VP video poker, TG PVP, AC arcade
  classify       text CHECK (classify IS NULL OR classify IN ('JP', 'SC', 'VP', 'TG', 'AC')),
  min_bet_cents  integer NOT NULL CHECK (min_bet_cents > 0),
  max_bet_cents  integer NOT NULL,
  min_line       integer NOT NULL DEFAULT 1 CHECK (min_line > 0),
  -- '' plays in the vendor's page; 'VASSALAGE' is a vendor entry that opens the vendor's game list
  is_game_h5     text NOT NULL DEFAULT '' CHECK (is_game_h5 IN ('', 'H5', 'VASSALAGE')),
  room_id        text,
  support_play   boolean NOT NULL DEFAULT true,
  -- lottery games: 'Tradition', 'Entertainment' or both ('Tradition,Entertainment')
  lotto_mode     text,
  -- the demo vendor's game kind: 'slot' or 'dice'
  play_kind      text NOT NULL DEFAULT 'slot' CHECK (play_kind IN ('slot', 'dice', 'lottery')),
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  -- every name of the game in lower case (all languages), for the name search
  search_text    text NOT NULL DEFAULT '',
  -- position in the list: category order, then the vendor's order in the category, then the game's
  list_order     integer NOT NULL DEFAULT 0,
  CHECK (max_bet_cents >= min_bet_cents),
  UNIQUE (vendor_code, game_id)
);
CREATE INDEX games_category_idx ON games (category_code, list_order, node_id);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

-- A member's favourite games (spec §4), newest first.
CREATE TABLE favourite_games (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourite_games_member_idx ON favourite_games (member_id, created_at DESC);

-- A member's recently launched games: one row per game, its last launch.
CREATE TABLE recent_games (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id     integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, launched_at DESC);

-- Winner-board history from before this platform recorded bets (seeded), shown after real wins.
-- Names are stored already masked, as the board shows them.
CREATE TABLE winner_history (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  node_id       integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  masked_name   text NOT NULL,
  win_cents     bigint NOT NULL CHECK (win_cents > 0),
  won_at        timestamptz NOT NULL,
  UNIQUE (merchant_code, node_id, won_at)
);
CREATE INDEX winner_history_merchant_idx ON winner_history (merchant_code, won_at DESC);
CREATE INDEX game_bets_winners_idx ON game_bets (merchant_code, settled_at DESC) WHERE status = 'settled' AND payout_cents > 0;

-- The demo vendor's one-time launch tickets (SHA-256 of the ticket, never the ticket), valid 60 s.
CREATE TABLE demo_game_tickets (
  ticket_hash     text PRIMARY KEY,
  session_hash    text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  node_id         integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  language        text NOT NULL,
  back_path       text NOT NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);

-- A game session of the demo vendor: what its cookie (SHA-256 here) stands for. It lives only as long
-- as the site session it came from (logout ends both).
CREATE TABLE demo_game_sessions (
  cookie_hash   text PRIMARY KEY,
  session_hash  text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  node_id       integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  language      text NOT NULL,
  back_path     text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
CREATE INDEX demo_game_sessions_session_idx ON demo_game_sessions (session_hash);
