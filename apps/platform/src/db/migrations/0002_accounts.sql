-- Accounts and sessions: member details, sessions, login throttling, captchas, SMS codes,
-- registration rules, sealing keys, password-reset and handoff tokens.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

-- Per-merchant account settings, filled by the seed from brand.json `accounts` (NULL until then).
ALTER TABLE merchants ADD COLUMN login_lock_after smallint NOT NULL DEFAULT 5 CHECK (login_lock_after BETWEEN 3 AND 20);
ALTER TABLE merchants ADD COLUMN phone_region text;
ALTER TABLE merchants ADD COLUMN dialing_code text;

ALTER TABLE members ADD COLUMN mobile_e164 text;
ALTER TABLE members ADD COLUMN email text;
ALTER TABLE members ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- agents' referral code (links carry it as affiliateCode)
ALTER TABLE members ADD COLUMN affiliate_code text;
ALTER TABLE members ADD COLUMN referrer_id integer REFERENCES members (id);
ALTER TABLE members ADD COLUMN register_method text;
ALTER TABLE members ADD COLUMN register_ip text;
-- optional registration fields the merchant enabled (idNumber, wechat, …)
ALTER TABLE members ADD COLUMN profile jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN payment_password_hash text CHECK (payment_password_hash IS NULL OR payment_password_hash LIKE '$argon2id$%');
ALTER TABLE members ADD COLUMN password_changed_at timestamptz;
CREATE UNIQUE INDEX members_merchant_mobile_key ON members (merchant_code, mobile_e164) WHERE mobile_e164 IS NOT NULL;
CREATE UNIQUE INDEX members_merchant_email_key ON members (merchant_code, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX members_merchant_affiliate_key ON members (merchant_code, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- Session tokens are never stored: only their SHA-256 (hex).
CREATE TABLE sessions (
  token_hash          text PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  remember            boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_seen_at        timestamptz NOT NULL DEFAULT now(),
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at          timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

-- Failed logins per key ('account:<merchant>:<lower username>' or 'address:<ip>') in a 15-minute window.
CREATE TABLE login_failures (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  count        integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- Image captchas: the answer (upper case), single use.
CREATE TABLE captcha_challenges (
  id         text PRIMARY KEY,
  answer     text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE slider_challenges (
  id         text PRIMARY KEY,
  target_x   integer NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Single-use tokens given for a solved slider (SHA-256 hex).
CREATE TABLE slider_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  mobile_e164   text NOT NULL,
  purpose       text NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  code_hash     text NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_lookup_idx ON sms_codes (merchant_code, mobile_e164, purpose, created_at);

-- Every send (also the ones answered without an SMS), for the throttles.
CREATE TABLE sms_send_log (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  mobile_e164   text NOT NULL,
  purpose       text NOT NULL,
  address       text NOT NULL,
  sent_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_send_log_number_idx ON sms_send_log (merchant_code, mobile_e164, purpose, sent_at);
CREATE INDEX sms_send_log_address_idx ON sms_send_log (address, sent_at);

CREATE TABLE register_field_rules (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  field         text NOT NULL,
  required      boolean NOT NULL DEFAULT false,
  enabled       boolean NOT NULL DEFAULT false,
  -- a JavaScript regular expression source, or NULL
  pattern       text,
  message       text,
  sort          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field)
);

-- RSA-OAEP keys that open sealed bodies; shared by every process through the database.
CREATE TABLE sealing_keys (
  key_id      text PRIMARY KEY,
  public_spki text NOT NULL,
  private_pkcs8 text NOT NULL,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE handoff_tokens (
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- Accounts created per address (registrations and free-play guests), for the hourly limits.
CREATE TABLE registration_log (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address    text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('register', 'trial')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_log_address_idx ON registration_log (address, kind, created_at);
