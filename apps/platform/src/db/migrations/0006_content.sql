-- Content: announcements (notices, hot news, agent notices, popups) with read state per member,
-- banner titles, inbox messages, live chat, feedback, help topics and promotions.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged. Texts are per language (upper-case
-- platform codes); HTML is stored as the operator wrote it and sanitised by the site when shown.

-- Banner picture text per language: {"EN": "...", "PT": "..."}.
ALTER TABLE banners ADD COLUMN title jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE announcements (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- PL player notice, H hot news, A agent notice, PU popup
  type          text NOT NULL CHECK (type IN ('PL', 'H', 'A', 'PU')),
  -- popups only: A members, B visitors, F members on their first login
  execution     text CHECK (execution IN ('A', 'B', 'F')),
  promotion_type text,
  promotion_id  integer,
  platform      text NOT NULL DEFAULT 'M' CHECK (platform IN ('M', 'W', 'ALL')),
  sort          integer NOT NULL DEFAULT 0,
  starts_at     timestamptz NOT NULL DEFAULT now(),
  ends_at       timestamptz,
  -- set by the seed so a restart adds nothing twice
  seed_key      text,
  CHECK ((type = 'PU') = (execution IS NOT NULL)),
  UNIQUE (merchant_code, seed_key)
);
CREATE INDEX announcements_merchant_idx ON announcements (merchant_code, type, starts_at DESC);

CREATE TABLE announcement_texts (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  language        text NOT NULL,
  title           text NOT NULL,
  content         text NOT NULL,
  PRIMARY KEY (announcement_id, language)
);

CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE inbox_messages (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title      text NOT NULL,
  content    text NOT NULL,
  sent_at    timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz,
  deleted_at timestamptz,
  seed_key   text,
  UNIQUE (member_id, seed_key)
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (member_id, sent_at DESC);

CREATE TABLE chat_messages (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender     text NOT NULL CHECK (sender IN ('member', 'operator')),
  body       text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  sent_at    timestamptz NOT NULL DEFAULT now(),
  -- operator messages: when the member saw them
  read_at    timestamptz,
  seed_key   text,
  UNIQUE (member_id, seed_key)
);
CREATE INDEX chat_messages_member_idx ON chat_messages (member_id, id);

-- Single-use launch tickets (2 min) and the chat page's own sessions (SHA-256 hex only).
CREATE TABLE chat_tickets (
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  back_url   text NOT NULL,
  header_color text NOT NULL,
  title      text NOT NULL,
  language   text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE TABLE chat_sessions (
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE TABLE feedback (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type          smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content       text NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  sender        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_member_idx ON feedback (member_id, created_at);

CREATE TABLE help_topics (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  language      text NOT NULL,
  title         text NOT NULL,
  content       text NOT NULL,
  sort          integer NOT NULL DEFAULT 0,
  seed_key      text,
  UNIQUE (merchant_code, language, seed_key)
);
CREATE INDEX help_topics_merchant_idx ON help_topics (merchant_code, language, sort);

CREATE TABLE promotions (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  slug          text NOT NULL,
  category      text NOT NULL,
  image_url     text NOT NULL,
  members_only  boolean NOT NULL DEFAULT false,
  sort          integer NOT NULL DEFAULT 0,
  starts_at     timestamptz NOT NULL DEFAULT now(),
  ends_at       timestamptz,
  UNIQUE (merchant_code, slug)
);

CREATE TABLE promotion_texts (
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language     text NOT NULL,
  title        text NOT NULL,
  summary      text NOT NULL,
  content      text NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
