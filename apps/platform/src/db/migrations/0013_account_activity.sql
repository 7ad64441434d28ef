-- Account activity (docs/decisions/0042-account-activity.md): every session gets a public random id (the only
-- id a client ever sees or sends; the token hash never leaves the database), the address and device it was
-- started from; every login is kept in an append-only login history.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN ip text;
-- e.g. 'Chrome · Android' (browser and system names only, see device-label.ts); NULL when not recognised
ALTER TABLE sessions ADD COLUMN device text;
-- started in the installed web app (the client's Device header said so)
ALTER TABLE sessions ADD COLUMN installed boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);

-- One row per login (a new session of a real account started by password, SMS code, registration or a
-- handoff token). Rows are never updated; they outlive the sessions they started.
CREATE TABLE login_history (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  at         timestamptz NOT NULL,
  ip         text NOT NULL,
  device     text,
  installed  boolean NOT NULL DEFAULT false
);
CREATE INDEX login_history_member_idx ON login_history (member_id, id);
CREATE UNIQUE INDEX login_history_session_key ON login_history (session_id);
