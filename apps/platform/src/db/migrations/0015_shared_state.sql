-- State that every platform instance on one database shares (docs/decisions/0044, 0045).

-- Request limits (@fastify/rate-limit) on PostgreSQL: one row per route and caller for the current
-- window, counted with one atomic upsert; rows whose window has ended are deleted now and then.
CREATE TABLE rate_limit_counters (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  count        integer NOT NULL CHECK (count > 0)
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);

-- What the development SMS and mail providers "sent" (development mode only; /dev/outbox/* reads it).
CREATE TABLE dev_outbox (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel   text NOT NULL CHECK (channel IN ('sms', 'mail')),
  recipient text NOT NULL,
  purpose   text NOT NULL,
  code      text NOT NULL,
  body      text NOT NULL,
  sent_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_channel_idx ON dev_outbox (channel, id);
