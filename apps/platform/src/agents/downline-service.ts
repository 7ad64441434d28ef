import { fromCents, toCents } from '@wl/api-client/contract/money';
import { rebateFromBp, rebateToBp } from '@wl/api-client/contract/agent-calls';
import type {
  DownlineDetail,
  DownlineMember,
  TransferResult,
  UpdatedRebates,
} from '@wl/api-client/contract/agent-calls';
import type { z } from 'zod';
import type {
  CreateDownlineRequest as CreateSchema,
  TransferDownlineRequest,
  TransferMultipleRequest,
  UpdateRebatesRequest,
} from '@wl/api-client/contract/agent-calls';
import { at } from '../db/clock';
import { hashPassword } from '../accounts/password-hashing';
import { toE164 } from '@wl/api-client/contract/mobile-number';
import { emailTaken, mobileTaken, usernameTaken } from '../accounts/members/member-repo';
import { MOBILE_NOT_USABLE } from '../accounts/register/register-service';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { assertRecipientsNotBlocked } from '../protection/agent-check';
import { registrationBlocked } from '../protection/registration-check';
import { postTransaction } from '../wallet/ledger';
import type { AgentCaller } from './agent-context';
import { noPermission, requireDownline } from './agent-context';
import { rebateProblem } from './agent-rules';
import { agentFacts, findDownline } from './downline-repo';
import { BET_FIGURES, betFigures } from './team-kpis';
import type { BetFigureRow } from './team-kpis';

export type CreateDownline = z.output<typeof CreateSchema>;
export type UpdateRebates = z.output<typeof UpdateRebatesRequest>;
export type TransferOne = z.output<typeof TransferDownlineRequest>;
export type TransferMany = z.output<typeof TransferMultipleRequest>;

const REBATE_MESSAGES = {
  REBATE_TOO_HIGH: 'The rebate cannot be higher than your own rebate.',
  REBATE_BELOW_DOWNLINE: "The rebate cannot be lower than the rebate of that member's own downline.",
} as const;

async function callerRebateBp(db: Db, caller: AgentCaller): Promise<number> {
  const facts = await agentFacts(db, caller.member.id);
  if (!facts) throw noPermission();
  return facts.rebateBp;
}

/** One downline member with lifetime betting figures and what the caller has moved to it. */
export async function downlineDetail(db: Db, caller: AgentCaller, memberId: number): Promise<DownlineDetail> {
  const member = await findDownline(db, caller.member.id, memberId, caller.now);
  if (!member) throw noPermission();
  const [bets] = await db.query<BetFigureRow>(`SELECT ${BET_FIGURES} FROM game_bets b WHERE b.member_id = $1`, [
    memberId,
  ]);
  const [received] = await db.query<{ total: string | number | null }>(
    `SELECT sum(e.amount_cents) AS total
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.member_id = $1 AND a.kind = 'main' AND t.kind = 'agent_transfer' AND e.amount_cents > 0
        AND t.memo->>'agentId' = $2`,
    [memberId, String(caller.member.id)],
  );
  return { member, lifetime: betFigures(bets), transfersReceived: fromCents(Number(received?.total ?? 0)) };
}

const EMAIL_NOT_USABLE = 'This e-mail address cannot be used for registration.';

/**
 * The new account's mobile (E.164 in the merchant's region) and e-mail, each free on the merchant; refused
 * when they belong to a person excluded or timed out across the operator (docs/decisions/0037, 0039).
 */
async function personKeys(
  db: Db,
  caller: AgentCaller,
  req: CreateDownline,
): Promise<{ mobile: string | null; email: string | null }> {
  const mobileText = req.mobileNum ?? '';
  const email = req.email ? req.email : null;
  const mobile = mobileText === '' ? null : (toE164(mobileText, caller.merchant.phoneRegion) ?? null);
  const mobileProblem = { fields: [{ field: 'mobileNum', problem: MOBILE_NOT_USABLE }] };
  if (mobileText !== '' && mobile === null) throw new AppError('MOBILE_INVALID', MOBILE_NOT_USABLE, mobileProblem);
  if (mobile !== null && (await mobileTaken(db, caller.merchant.code, mobile)))
    throw new AppError('MOBILE_INVALID', MOBILE_NOT_USABLE, mobileProblem);
  if (email !== null && (await emailTaken(db, caller.merchant.code, email))) {
    throw new AppError('EMAIL_FORMAT', EMAIL_NOT_USABLE, { fields: [{ field: 'email', problem: EMAIL_NOT_USABLE }] });
  }
  if (await registrationBlocked(db, { merchantCode: caller.merchant.code, mobile, email, now: caller.now })) {
    throw new AppError('REGISTRATION_REFUSED_PROTECTION', 'This mobile number or e-mail cannot be registered.');
  }
  return { mobile, email };
}

/**
 * Opens an account directly below the caller (spec: /m/agentRegister): a member (type 0) or an agent
 * (type 1, with its own affiliate code), with a rebate no higher than the caller's.
 */
export async function createDownline(
  db: Db,
  caller: AgentCaller,
  req: CreateDownline,
  address: string,
): Promise<DownlineMember> {
  const rebateBp = rebateToBp(req.rebate);
  const ownBp = await callerRebateBp(db, caller);
  if (rebateBp > ownBp) {
    throw new AppError('REBATE_TOO_HIGH', REBATE_MESSAGES.REBATE_TOO_HIGH, {
      fields: [{ field: 'rebate', problem: REBATE_MESSAGES.REBATE_TOO_HIGH }],
    });
  }
  const username = req.username.trim();
  const taken = { fields: [{ field: 'username', problem: 'This username is already taken.' }] };
  if (await usernameTaken(db, caller.merchant.code, username))
    throw new AppError('USERNAME_EXISTS', 'This username is already taken.', taken);
  const { mobile, email } = await personKeys(db, caller, req);
  const passwordHash = await hashPassword(req.password);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, type, nickname, referrer_id, register_method, register_ip,
                          agent_rebate_bp, affiliate_code, reg_date, mobile_e164, email)
     VALUES ($1, $2, $3, $4, $2, $5, 'AGENT', $6, $7, $8, $9::timestamptz, $10, $11)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      caller.merchant.code,
      username,
      passwordHash,
      req.type,
      caller.member.id,
      address,
      rebateBp,
      req.type === 1 ? username.toUpperCase() : null,
      at(caller.now),
      mobile,
      email,
    ],
  );
  if (!row) throw new AppError('USERNAME_EXISTS', 'This username is already taken.', taken);
  const member = await findDownline(db, caller.member.id, Number(row.id), caller.now);
  if (!member) throw new Error('the new downline member is not in the agent tree');
  return member;
}

/**
 * Sets the rebates of direct downlines, all or nothing: each at most the caller's own rebate and at
 * least the highest rebate directly below that member. Rows are locked so two updates cannot cross.
 */
export async function updateRebates(db: Db, caller: AgentCaller, req: UpdateRebates): Promise<UpdatedRebates> {
  const ids = req.rebates.map((r) => r.memberId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('BAD_REQUEST', 'Each member may appear once.', {
      fields: [{ field: 'body.rebates', problem: 'duplicate member' }],
    });
  }
  const depths = await requireDownline(db, caller.member.id, ids);
  // Only the direct upline sets a member's rebate.
  if ([...depths.values()].some((depth) => depth !== 1)) throw noPermission();
  return db.transaction(async (tx) => {
    const [own] = await tx.query<{ agent_rebate_bp: number }>(
      'SELECT agent_rebate_bp FROM members WHERE id = $1 FOR UPDATE',
      [caller.member.id],
    );
    const ownBp = Number(own?.agent_rebate_bp ?? 0);
    const rows = await tx.query<{ id: number; highest_child: number | null }>(
      `SELECT m.id, (SELECT max(c.agent_rebate_bp) FROM members c WHERE c.referrer_id = m.id) AS highest_child
         FROM members m WHERE m.id = ANY($1::int[]) ORDER BY m.id FOR UPDATE`,
      [ids],
    );
    const highest = new Map(rows.map((r) => [Number(r.id), Number(r.highest_child ?? 0)]));
    const fields: { field: string; problem: string }[] = [];
    let code: keyof typeof REBATE_MESSAGES | null = null;
    req.rebates.forEach((entry, index) => {
      const problem = rebateProblem({
        rebateBp: rebateToBp(entry.rebate),
        agentRebateBp: ownBp,
        highestChildRebateBp: highest.get(entry.memberId) ?? 0,
      });
      if (problem) {
        code ??= problem;
        fields.push({ field: `body.rebates.${index}.rebate`, problem: REBATE_MESSAGES[problem] });
      }
    });
    if (code) throw new AppError(code, REBATE_MESSAGES[code], { fields });
    for (const entry of req.rebates) {
      await tx.query('UPDATE members SET agent_rebate_bp = $2 WHERE id = $1', [
        entry.memberId,
        rebateToBp(entry.rebate),
      ]);
    }
    return { rebates: req.rebates.map((r) => ({ memberId: r.memberId, rebate: rebateFromBp(rebateToBp(r.rebate)) })) };
  });
}

/**
 * Moves money from the caller's wallet to downline members' wallets in ONE ledger transaction (both sides
 * balanced, the caller never below zero). The client's idempotency key makes a retry post nothing new. The memo's
 * `envelope` tells a red envelope from a plain transfer in the members' account records.
 */
async function transfer(
  db: Db,
  caller: AgentCaller,
  memberIds: number[],
  centsEach: number,
  idempotencyKey: string,
  envelope: boolean,
): Promise<TransferResult> {
  if (memberIds.includes(caller.member.id)) throw noPermission();
  await requireDownline(db, caller.member.id, memberIds);
  await assertRecipientsNotBlocked(db, memberIds, caller.now);
  const total = centsEach * memberIds.length;
  const posted = await postTransaction(db, {
    merchantCode: caller.merchant.code,
    kind: 'agent_transfer',
    reference: `agent-transfer:${caller.member.id}:${idempotencyKey}`,
    memo: { agentId: caller.member.id, recipients: memberIds, amountEachCents: centsEach, envelope },
    postings: [
      { account: { memberId: caller.member.id, kind: 'main' }, amountCents: -total },
      ...memberIds.map((memberId) => ({ account: { memberId, kind: 'main' as const }, amountCents: centsEach })),
    ],
  });
  const [balance] = await db.query<{ balance_after: string | number }>(
    `SELECT e.balance_after FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id = $1 AND a.kind = 'main' ORDER BY e.id DESC LIMIT 1`,
    [caller.member.id],
  );
  return {
    transactionId: posted.id,
    balance: fromCents(Number(balance?.balance_after ?? 0)),
    amount: fromCents(total),
    recipients: memberIds.length,
  };
}

export function transferToDownline(db: Db, caller: AgentCaller, req: TransferOne): Promise<TransferResult> {
  return transfer(db, caller, [req.memberId], toCents(req.amount), req.idempotencyKey, false);
}

/** Red envelope rain: the same amount to each chosen downline member, one transaction. */
export function transferToDownlines(db: Db, caller: AgentCaller, req: TransferMany): Promise<TransferResult> {
  return transfer(db, caller, req.memberIds, toCents(req.amountEach), req.idempotencyKey, true);
}
