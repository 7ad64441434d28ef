-- Free trial (docs/decisions/0025-free-trial-play.md): the demo credit a new trial account of a merchant
-- gets, in cents. NULL until the seed (or an operator) sets it; a merchant without a value gives none.
-- Trial money lives in the trial merchant's own books: the credit comes from that merchant's `trial`
-- house account, never from a real merchant's.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

ALTER TABLE merchant_money_settings ADD COLUMN trial_credit_cents bigint CHECK (trial_credit_cents >= 0);

-- A trial account stands in no agent's line: no team report, KPI, P&L, salary or dividend of an agent can
-- count its (demo) money, whichever merchant it is in.
ALTER TABLE members ADD CONSTRAINT members_trial_in_no_agent_line CHECK (type <> 4 OR referrer_id IS NULL);
