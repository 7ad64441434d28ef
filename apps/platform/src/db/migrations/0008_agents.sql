-- Agent area (docs/decisions/0022-agent-tree-and-reports.md, 0023-agent-contracts.md): the agent tree as a
-- closure table kept by triggers, rebates, affiliate links, salary and dividend contracts and their settlements.
-- Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.

-- Every (ancestor, descendant) pair of the referrer tree with its distance; each member is its own ancestor at
-- depth 0. "Everyone below agent X" is one index range: WHERE ancestor_id = X AND depth > 0.
CREATE TABLE agent_tree (
  ancestor_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth         integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX agent_tree_ancestor_depth_idx ON agent_tree (ancestor_id, depth);
CREATE INDEX agent_tree_descendant_idx ON agent_tree (descendant_id, depth);

-- A new member: itself at depth 0, and below every ancestor of its referrer.
CREATE FUNCTION agent_tree_member_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.referrer_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_agent_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_member_inserted();

-- A member moved under another referrer: its whole subtree leaves the old ancestors and joins the new ones.
-- Moving a member below itself (a cycle) is refused.
CREATE FUNCTION agent_tree_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referrer_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.referrer_id
  ) THEN
    RAISE EXCEPTION 'member % cannot be moved below its own downline', NEW.id;
  END IF;
  DELETE FROM agent_tree t
   USING agent_tree sub, agent_tree sup
   WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
     AND sup.descendant_id = NEW.id AND sup.depth > 0 AND t.ancestor_id = sup.ancestor_id;
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT sup.ancestor_id, sub.descendant_id, sup.depth + sub.depth + 1
        FROM agent_tree sup, agent_tree sub
       WHERE sup.descendant_id = NEW.referrer_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_agent_tree_move AFTER UPDATE OF referrer_id ON members
  FOR EACH ROW WHEN (OLD.referrer_id IS DISTINCT FROM NEW.referrer_id)
  EXECUTE FUNCTION agent_tree_member_moved();

-- Members that existed before this migration.
INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (descendant_id, ancestor_id, depth, next_id) AS (
  SELECT id, id, 0, referrer_id FROM members
  UNION ALL
  SELECT up.descendant_id, m.id, up.depth + 1, m.referrer_id FROM up JOIN members m ON m.id = up.next_id
)
SELECT ancestor_id, descendant_id, depth FROM up;

-- The member's rebate in its agent line, in basis points of turnover (100 = 1 %), set by its agent and
-- never above the agent's own (checked by the agent calls).
ALTER TABLE members ADD COLUMN agent_rebate_bp integer NOT NULL DEFAULT 0 CHECK (agent_rebate_bp BETWEEN 0 AND 1000);

-- Registration links of an agent: the code goes in /m/register?affiliateCode=…; the new member gets the
-- link's account type and rebate. A deleted link stops working; members registered through it stay.
CREATE TABLE affiliate_links (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code          text NOT NULL CHECK (code ~ '^[A-Z0-9]{6,16}$'),
  member_type   smallint NOT NULL CHECK (member_type IN (0, 1)),
  rebate_bp     integer NOT NULL CHECK (rebate_bp BETWEEN 0 AND 1000),
  valid_until   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz
);
CREATE UNIQUE INDEX affiliate_links_code_key ON affiliate_links (merchant_code, code);
CREATE INDEX affiliate_links_member_idx ON affiliate_links (member_id, created_at DESC);
ALTER TABLE members ADD COLUMN affiliate_link_id integer REFERENCES affiliate_links (id);
CREATE INDEX members_affiliate_link_idx ON members (affiliate_link_id) WHERE affiliate_link_id IS NOT NULL;
CREATE INDEX members_agent_referrer_idx ON members (referrer_id) WHERE referrer_id IS NOT NULL;

-- Salary and dividend contracts offered to an agent (by its upline agent, or by the operator when
-- offered_by is NULL). At most one pending and one active contract per agent and kind.
CREATE TABLE agent_contracts (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary', 'realtime_salary')),
  status        text NOT NULL CHECK (status IN ('pending', 'active', 'declined', 'ended')),
  -- the terms as the contract schema describes them (ContractTerms)
  terms         jsonb NOT NULL,
  offered_by    integer REFERENCES members (id),
  offered_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  -- settlements start with the period holding this instant
  active_from   timestamptz,
  ended_at      timestamptz
);
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (member_id, kind) WHERE status = 'pending';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (member_id, kind) WHERE status = 'active';

-- One row per completed period of a contract: the team's figures and what the contract pays for them.
-- paid: credited (ledger transaction); unpaid: a dividend waiting for its payout; none: no tier reached.
CREATE TABLE agent_settlements (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code         text NOT NULL REFERENCES merchants (code),
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  contract_id           integer NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  kind                  text NOT NULL,
  period_start          timestamptz NOT NULL,
  period_end            timestamptz NOT NULL CHECK (period_end > period_start),
  turnover_cents        bigint NOT NULL DEFAULT 0,
  net_loss_cents        bigint NOT NULL DEFAULT 0,
  active_members        integer NOT NULL DEFAULT 0,
  amount_cents          bigint NOT NULL CHECK (amount_cents >= 0),
  status                text NOT NULL CHECK (status IN ('paid', 'unpaid', 'none')),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  paid_at               timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_settlements_member_idx ON agent_settlements (member_id, kind, period_start DESC);

-- Team reports read sessions by member and time.
CREATE INDEX sessions_agent_kpi_idx ON sessions (member_id, created_at);
