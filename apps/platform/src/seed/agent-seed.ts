import { randomBytes } from 'node:crypto';
import { brandTimeZone } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand/schema';
import { DAY, HOUR, at } from '../db/clock';
import { sha256Hex } from '../accounts/secret-token';
import { offerContract, settleAgent } from '../agents/contracts';
import type { Db } from '../db/db';
import { postTransaction } from '../wallet/ledger';
import { backdateTransaction } from './backdate';
import {
  DEMO_AGENT_REBATE_BP,
  SEED_OPENING_CENTS,
  agentSeedPlan,
  demoContracts,
  plannedMembers,
  subAgentOffer,
} from './agent-seed-plan';
import { hashPassword } from '../accounts/password-hash';

/**
 * The demo agent's world in every real merchant, outside production only (agent01 exists only there):
 * its two-level downline with real usernames and passwords, three weeks of bets with their ledger
 * transactions, logins and registrations, its contracts (settled up to now) and a registration link.
 * Idempotent: a merchant whose agent01 already has contracts is left as it is.
 */
export async function seedAgentWorld(
  db: Db,
  brands: readonly BrandConfig[],
  now: number = Date.now(),
): Promise<number> {
  let seeded = 0;
  const hashes = new Map<string, string>();
  for (const brand of brands) {
    const merchantCode = brand.merchantCode;
    const [agent] = await db.query<{ id: number }>(
      "SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = 'agent01'",
      [merchantCode],
    );
    if (!agent) continue;
    const [done] = await db.query('SELECT 1 FROM agent_contracts WHERE member_id = $1 LIMIT 1', [agent.id]);
    if (done) continue;
    for (const member of plannedMembers)
      if (!hashes.has(member.password)) hashes.set(member.password, await hashPassword(member.password));
    await seedMerchant(db, merchantCode, brandTimeZone(brand), agent.id, hashes, now);
    seeded++;
  }
  return seeded;
}

async function seedMerchant(
  db: Db,
  merchantCode: string,
  timeZone: string,
  agentId: number,
  hashes: Map<string, string>,
  now: number,
): Promise<void> {
  const plan = agentSeedPlan(now, timeZone);
  await db.query('UPDATE members SET agent_rebate_bp = $2 WHERE id = $1', [agentId, DEMO_AGENT_REBATE_BP]);

  // The downline, uplines first (the agent tree follows referrer_id through its trigger).
  const ids = new Map<string, number>([['agent01', agentId]]);
  for (const member of plan.members) {
    const uplineId = ids.get(member.upline);
    await db.query(
      `INSERT INTO members (merchant_code, username, password_hash, type, nickname, referrer_id, register_method, register_ip, agent_rebate_bp,
                            affiliate_code, reg_date, to_upline)
       VALUES ($1, $2, $3, $4, $5, $6, 'H5', '127.0.0.1', $7, $8, $9::timestamptz, $10)
       ON CONFLICT (merchant_code, lower(username)) DO NOTHING`,
      [
        merchantCode,
        member.username,
        hashes.get(member.password),
        member.type,
        member.nickname,
        uplineId,
        member.rebateBp,
        member.type === 1 ? member.username.toUpperCase() : null,
        at(plan.regDates.get(member.username) ?? now),
        member.toUpline ?? false,
      ],
    );
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [merchantCode, member.username],
    );
    if (!row) throw new Error(`seed member ${member.username} missing`);
    ids.set(member.username, row.id);
  }

  // Opening balances, dated at registration.
  for (const member of plan.members) {
    const memberId = ids.get(member.username) ?? 0;
    const posted = await postTransaction(db, {
      merchantCode,
      kind: 'adjustment',
      reference: `opening-balance:${memberId}`,
      memo: { reason: 'demo opening balance' },
      postings: [
        { account: { memberId, kind: 'main' }, amountCents: SEED_OPENING_CENTS },
        { account: { house: 'adjustments' }, amountCents: -SEED_OPENING_CENTS },
      ],
    });
    await backdateTransaction(db, posted.id, plan.regDates.get(member.username) ?? now);
  }

  // Bets in time order, each with its stake and (when it won) its win in the ledger.
  for (const bet of [...plan.bets].sort((a, b) => a.placedAt - b.placedAt)) {
    const memberId = ids.get(bet.username) ?? 0;
    const settledAt = bet.placedAt + 30_000;
    await db.query(
      `INSERT INTO game_bets (merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, payout_cents,
                              status, placed_at, settled_at, detail)
       VALUES ($1, $2, 'DEMO', $3, $4, $5, $6, $7, $8, 'settled', $9::timestamptz, $10::timestamptz, '{"seeded": true}'::jsonb)
       ON CONFLICT (merchant_code, vassalage, round_ref) DO NOTHING`,
      [
        merchantCode,
        memberId,
        bet.gameType,
        bet.gameId,
        bet.gameName,
        bet.roundRef,
        bet.stakeCents,
        bet.payoutCents,
        at(bet.placedAt),
        at(settledAt),
      ],
    );
    const [row] = await db.query<{ id: string | number }>(
      "SELECT id FROM game_bets WHERE merchant_code = $1 AND vassalage = 'DEMO' AND round_ref = $2",
      [merchantCode, bet.roundRef],
    );
    const betId = Number(row?.id);
    const stake = await postTransaction(db, {
      merchantCode,
      kind: 'bet',
      reference: `bet:${betId}`,
      memo: { game: bet.gameName },
      postings: [
        { account: { memberId, kind: 'main' }, amountCents: -bet.stakeCents },
        { account: { house: 'games' }, amountCents: bet.stakeCents },
      ],
    });
    await backdateTransaction(db, stake.id, bet.placedAt);
    if (bet.payoutCents > 0) {
      const win = await postTransaction(db, {
        merchantCode,
        kind: 'win',
        reference: `win:${betId}`,
        memo: { game: bet.gameName },
        postings: [
          { account: { memberId, kind: 'main' }, amountCents: bet.payoutCents },
          { account: { house: 'games' }, amountCents: -bet.payoutCents },
        ],
      });
      await backdateTransaction(db, win.id, settledAt);
    }
  }

  // Logins: ended sessions on past days, and today's (the online ones still live). Nobody holds these tokens.
  for (const login of plan.logins) {
    const memberId = ids.get(login.username) ?? 0;
    await db.query(
      `INSERT INTO sessions (token_hash, member_id, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at, revoked_at)
       VALUES ($1, $2, false, $3::timestamptz, $4::timestamptz, $5::timestamptz, $6::timestamptz, $7::timestamptz)`,
      [
        sha256Hex(randomBytes(32).toString('base64url')),
        memberId,
        at(login.createdAt),
        at(login.lastSeenAt),
        at(login.live ? now + 2 * HOUR : login.lastSeenAt + 2 * HOUR),
        at(login.createdAt + DAY),
        login.live ? null : at(login.lastSeenAt + 60_000),
      ],
    );
  }

  // Contracts: salary and dividend in force since before the history, an hourly salary offer waiting; the
  // sub-agent has a daily salary offer from agent01.
  for (const contract of demoContracts) {
    const offeredAt = now - (contract.activeDaysAgo ?? 1) * DAY - HOUR;
    const id = await offerContract(db, {
      merchantCode,
      memberId: agentId,
      terms: contract.terms,
      offeredBy: null,
      now: offeredAt,
    });
    if (contract.status === 'active') {
      const from = at(now - (contract.activeDaysAgo ?? 0) * DAY);
      await db.query(
        `UPDATE agent_contracts SET status = 'active', decided_at = $2::timestamptz, active_from = $2::timestamptz WHERE id = $1`,
        [id, from],
      );
    }
  }
  await offerContract(db, {
    merchantCode,
    memberId: ids.get('agent01a') ?? 0,
    terms: subAgentOffer,
    offeredBy: agentId,
    now: now - HOUR,
  });
  await settleAgent(db, { member: { id: agentId }, merchant: { code: merchantCode }, timeZone, now }, [
    'daily_salary',
    'dividend',
  ]);
  // Salaries as if paid when each period ended.
  const paid = await db.query<{ ledger_transaction_id: string | number; period_end: Date }>(
    "SELECT ledger_transaction_id, period_end FROM agent_settlements WHERE member_id = $1 AND status = 'paid'",
    [agentId],
  );
  for (const row of paid) {
    await backdateTransaction(db, Number(row.ledger_transaction_id), new Date(row.period_end).getTime());
    await db.query('UPDATE agent_settlements SET paid_at = period_end WHERE ledger_transaction_id = $1', [
      row.ledger_transaction_id,
    ]);
  }

  // A registration link for members with a 1 % rebate, valid 30 days.
  await db.query(
    `INSERT INTO affiliate_links (merchant_code, member_id, code, member_type, rebate_bp, valid_until, created_at)
     VALUES ($1, $2, $3, 0, 100, $4::timestamptz, $5::timestamptz) ON CONFLICT DO NOTHING`,
    [
      merchantCode,
      agentId,
      `AG${merchantCode.replace(/[^A-Z0-9]/gi, '').toUpperCase()}`.slice(0, 16).padEnd(6, '0'),
      at(now + 30 * DAY),
      at(now - 2 * DAY),
    ],
  );
}
