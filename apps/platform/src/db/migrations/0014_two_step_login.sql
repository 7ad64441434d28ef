-- Optional two-step login (docs/decisions/0043-two-step-login.md): authenticator-app codes (TOTP) and
-- one-time recovery codes. Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

-- The AES-256-GCM keys that encrypt the members' TOTP secrets (created on first use, like sealing_keys).
-- A secret names the key it was encrypted with, so a key can be retired once no secret uses it.
CREATE TABLE two_step_keys (
  key_id     text PRIMARY KEY,
  key_b64    text NOT NULL,
  active     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per member who started the set-up. `enabled_at` is NULL until the first code confirmed it.
-- The secret is stored encrypted (base64 of iv ‖ ciphertext+tag, the member id as associated data).
-- `last_step` is the newest accepted TOTP time step: a code of that step or an older one is never taken again.
CREATE TABLE member_two_step (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  key_id        text NOT NULL REFERENCES two_step_keys (key_id),
  secret_sealed text NOT NULL,
  enabled_at    timestamptz,
  last_step     bigint,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes: SHA-256 (hex) of high-entropy codes (50 bits), each usable once.
CREATE TABLE two_step_recovery_codes (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (member_id, code_hash)
);

-- Login challenges: the password (or SMS) step passed, a code is still due. Token kept as SHA-256 only; single use.
CREATE TABLE two_step_challenges (
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  remember   boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX two_step_challenges_expiry ON two_step_challenges (expires_at);
