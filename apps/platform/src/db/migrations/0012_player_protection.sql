-- Player protection (docs/decisions/0037-operator-and-person.md, 0038-limit-rules.md).
-- An operator groups merchants; exclusions and time-outs match the person across the operator by the
-- member id and the person's keys (mobile_e164, lower(email)). Money amounts are integer cents of the
-- account's currency; session-time limits are minutes. Plain SQL that PostgreSQL 15+ and PGlite both run.

CREATE TABLE operators (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{1,30}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE merchants ADD COLUMN operator_id text REFERENCES operators (id);
CREATE INDEX merchants_operator_idx ON merchants (operator_id);

-- Limits of one account. The player's own limit and an operator-imposed one may both exist for the same
-- kind and period; the lowest applies. A raise or removal of the player's limit waits in pending_*.
CREATE TABLE protection_limits (
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind                 text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period               text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  source               text NOT NULL CHECK (source IN ('player', 'operator')),
  amount               bigint NOT NULL CHECK (amount > 0),
  pending_set          boolean NOT NULL DEFAULT false,
  -- NULL with pending_set = removal
  pending_amount       bigint CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_effective_at timestamptz,
  pending_confirm_by   timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period, source),
  CHECK (pending_set = (pending_effective_at IS NOT NULL) AND pending_set = (pending_confirm_by IS NOT NULL))
);

-- The reality-check interval the player chose (no row: the brand's default).
CREATE TABLE protection_settings (
  member_id             integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  reality_check_minutes smallint NOT NULL CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- Self-exclusions and time-outs. The person's keys are copied when it starts, so a later change of the
-- account's mobile or e-mail does not free the person.
CREATE TABLE protection_blocks (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('exclusion', 'timeout')),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL REFERENCES merchants (code),
  operator_id   text NOT NULL REFERENCES operators (id),
  mobile_e164   text,
  email_lower   text,
  all_brands    boolean NOT NULL,
  period        text NOT NULL,
  started_at    timestamptz NOT NULL,
  -- NULL = permanent
  until         timestamptz,
  lifted_at     timestamptz,
  CHECK (until IS NULL OR until > started_at)
);
CREATE INDEX protection_blocks_member_idx ON protection_blocks (member_id);
CREATE INDEX protection_blocks_mobile_idx ON protection_blocks (operator_id, mobile_e164) WHERE mobile_e164 IS NOT NULL;
CREATE INDEX protection_blocks_email_idx ON protection_blocks (operator_id, email_lower) WHERE email_lower IS NOT NULL;

-- Append-only trail of every change to limits, exclusions and time-outs: who, when, what, before/after.
-- No member foreign key: the trail outlives the account.
CREATE TABLE protection_audit (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  -- 'member:<id>' or 'operator'
  actor      text NOT NULL,
  member_id  integer NOT NULL,
  action     text NOT NULL,
  before     jsonb,
  after      jsonb
);
CREATE INDEX protection_audit_member_idx ON protection_audit (member_id, id);

CREATE FUNCTION protection_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_audit is append-only';
END;
$$;
CREATE TRIGGER protection_audit_no_change BEFORE UPDATE OR DELETE ON protection_audit
  FOR EACH ROW EXECUTE FUNCTION protection_audit_append_only();
