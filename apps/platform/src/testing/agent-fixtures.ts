import { LoginResult } from '@wl/api-client/contract/session-calls';
import type { Db } from '../db/db';
import { hashPassword } from '../accounts/password-hash';
import type { AccountsClient } from './accounts-client';
import { valueOf } from './accounts-client';

/** The seeded demo agent and its downline's passwords (seed/agent-seed-plan.ts). */
export const AGENT = { username: 'agent01', password: 'Agent1234!' } as const;
export const SUB_AGENT = { username: 'agent01a', password: 'Agent1234!' } as const;
export const PLAYER_PASSWORD = 'Player1234!';

export async function loginToken(api: AccountsClient, username: string, password: string): Promise<string> {
  return LoginResult.parse(valueOf(await api.login(username, password))).token;
}

/** Member ids by username in one merchant. */
export async function memberIds(db: Db, merchantCode: string): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; username: string }>(
    'SELECT id, lower(username) AS username FROM members WHERE merchant_code = $1',
    [merchantCode],
  );
  return new Map(rows.map((r) => [r.username, Number(r.id)]));
}

/** An agent outside agent01's tree, with one member of its own below it. */
export async function createOtherAgent(
  db: Db,
  merchantCode: string,
  prefix: string,
): Promise<{ agentId: number; memberId: number; username: string; password: string }> {
  const password = 'Other1234!';
  const hash = await hashPassword(password);
  const [agent] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, type, agent_rebate_bp, affiliate_code) VALUES ($1, $2, $3, 1, 300, $4) RETURNING id`,
    [merchantCode, `${prefix}boss`, hash, `${prefix}BOSS`.toUpperCase()],
  );
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, type, referrer_id, agent_rebate_bp) VALUES ($1, $2, $3, 0, $4, 100) RETURNING id`,
    [merchantCode, `${prefix}mate`, hash, agent?.id],
  );
  if (!agent || !member) throw new Error('other agent not created');
  return { agentId: Number(agent.id), memberId: Number(member.id), username: `${prefix}boss`, password };
}

/** Every balance equals the sum of its entries, and every transaction sums to zero. */
export async function ledgerIsBalanced(db: Db): Promise<{ unbalancedTransactions: number; driftedAccounts: number }> {
  const [tx] = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0) t',
  );
  const [drift] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ledger_accounts a
      WHERE COALESCE((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1), 0)
            <> COALESCE((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  return { unbalancedTransactions: Number(tx?.n ?? 0), driftedAccounts: Number(drift?.n ?? 0) };
}
