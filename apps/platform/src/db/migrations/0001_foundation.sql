-- Foundation: merchants and their site configuration, members, banners.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

CREATE TABLE merchants (
  code               text PRIMARY KEY,
  brand_id           text NOT NULL,
  is_trial           boolean NOT NULL DEFAULT false,
  -- white-label settings: flag key -> on/off, overlaid on the brand's defaults by the client
  whitelabel         jsonb NOT NULL DEFAULT '{}'::jsonb,
  maintenance        boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  mobile_template    jsonb NOT NULL DEFAULT '{}'::jsonb,
  image_cdns         jsonb NOT NULL DEFAULT '[]'::jsonb,
  main_domain        text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchants_brand_id_idx ON merchants (brand_id);

CREATE TABLE download_links (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  resource_type text NOT NULL,
  url           text NOT NULL,
  label_name_en text NOT NULL DEFAULT '',
  sort          integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, resource_type)
);

CREATE TABLE customer_service_entries (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  cs_type        text NOT NULL CHECK (cs_type IN ('LIVECHAT', 'TELEGRAM')),
  cs_position    integer NOT NULL,
  title          text NOT NULL,
  -- encoded with encodeServicePath: the last 8 characters are the key
  path_encrypted text NOT NULL,
  UNIQUE (merchant_code, cs_type, cs_position)
);

CREATE TABLE members (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  username      text NOT NULL,
  -- argon2id only: a plain or weaker hash cannot be stored
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  -- 0, 1, 2 real members; 4 trial or guest; 40, 41, 42 agent-related
  type          smallint NOT NULL DEFAULT 0,
  nickname      text NOT NULL DEFAULT '',
  reg_date      timestamptz NOT NULL DEFAULT now(),
  to_upline     boolean NOT NULL DEFAULT false,
  -- member labels, e.g. [{"labelName": "nochat"}]
  labels        jsonb NOT NULL DEFAULT '[]'::jsonb,
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled'))
);
CREATE UNIQUE INDEX members_merchant_username_key ON members (merchant_code, lower(username));

CREATE TABLE banners (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  group_name    text NOT NULL,
  url           text NOT NULL,
  linkage       text,
  sort          integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, group_name, sort)
);
