import type { FastifyRequest } from 'fastify';
import { brandTimeZone } from '@wl/brand/schema';
import type { WhiteLabelFlag } from '@wl/brand/schema';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import type { MerchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import type { SessionMember } from '../accounts/sessions/session-repo';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { NO_PERMISSION_MESSAGE, isAgentType } from './agent-rules';

/** A logged-in caller of an agent call, with its merchant and the merchant's report time zone. */
export interface AgentCaller {
  member: SessionMember;
  merchant: MerchantContext;
  timeZone: string;
  now: number;
}

export function noPermission(): AppError {
  return new AppError('NO_PERMISSION', NO_PERMISSION_MESSAGE);
}

/**
 * The logged-in caller, in the merchant of its session. A trial account gets the free_reject answer
 * (403 REAL_ACCOUNT_REQUIRED): the agent area is for real accounts only.
 */
export async function requireCaller(deps: AccountDeps, request: FastifyRequest): Promise<AgentCaller> {
  const now = deps.clock.now();
  const session = await requireSession(deps.db, request, now);
  requireRealAccount(session.member);
  const merchant = await merchantContext(deps.db, deps.brands, request);
  // A token is only good in its own merchant.
  if (merchant.code !== session.member.merchantCode) throw noPermission();
  const brand = deps.brands.brands.find((b) => b.id === merchant.brandId);
  return { member: session.member, merchant, timeZone: brand ? brandTimeZone(brand) : 'UTC', now };
}

/** An agent (type not 0, 4 or 40) and, when given, the white-label flag guarding the call; else 403 NO_PERMISSION. */
export async function requireAgent(
  deps: AccountDeps,
  request: FastifyRequest,
  flag?: WhiteLabelFlag,
): Promise<AgentCaller> {
  const caller = await requireCaller(deps, request);
  if (!isAgentType(caller.member.type)) throw noPermission();
  if (flag && !caller.merchant.flags[flag]) throw noPermission();
  return caller;
}

/** The member's depth below the agent (1 = direct), or null when it is not in the agent's downline. */
export async function downlineDepth(db: Queryable, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await db.query<{ depth: number }>(
    'SELECT depth FROM agent_tree WHERE ancestor_id = $1 AND descendant_id = $2 AND depth > 0',
    [agentId, memberId],
  );
  return row ? Number(row.depth) : null;
}

/** 403 NO_PERMISSION unless every member is in the agent's downline; answers their depths. */
export async function requireDownline(
  db: Queryable,
  agentId: number,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<{ descendant_id: number; depth: number }>(
    'SELECT descendant_id, depth FROM agent_tree WHERE ancestor_id = $1 AND descendant_id = ANY($2::int[]) AND depth > 0',
    [agentId, [...memberIds]],
  );
  const depths = new Map(rows.map((r) => [Number(r.descendant_id), Number(r.depth)]));
  if (memberIds.some((id) => !depths.has(id))) throw noPermission();
  return depths;
}
