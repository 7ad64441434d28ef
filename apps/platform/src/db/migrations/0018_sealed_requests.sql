-- Sealed bodies are taken once (docs/decisions/0049-single-use-sealed-bodies.md): the id of every opened
-- sealing (SHA-256 of its random AES key) is kept until its time window has passed, so a replayed body is
-- refused by every process sharing the database. Rows past `expires_at` are deleted as new ones come in.
CREATE TABLE sealed_requests_seen (
  seal_id    text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sealed_requests_seen_expires ON sealed_requests_seen (expires_at);
