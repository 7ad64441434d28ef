import type {
  ManualRebate,
  RebateClaim,
  RebateClaimResult,
  RebateSettings,
} from '@wl/api-client/contract/rewards-calls';
import { dayRange } from '@wl/api-client/contract/money-common';
import { fromCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { memberVip } from '../member/vip';
import { moneySettings } from '../wallet/money-settings';
import { pageAnswer } from '../db/paging';
import type { Page } from '../db/paging';
import { lockMember } from '../accounts/sessions/real-member';
import { memberBalanceKey, postTransactionIn } from '../wallet/ledger';
import { rebateLines, rebateTotal } from './rebate-rules';
import type { RebateLineCents, RebateRate } from './rebate-rules';

export async function rebateRates(db: Queryable, merchantCode: string): Promise<RebateRate[]> {
  const rows = await db.query<{ game_type: string; rate_bps: number }>(
    'SELECT game_type, rate_bps FROM rebate_rates WHERE merchant_code = $1 ORDER BY game_type',
    [merchantCode],
  );
  return rows.map((r) => ({ gameType: r.game_type, rateBps: r.rate_bps }));
}

export async function rebateSettings(
  db: Queryable,
  member: { id: number; merchantCode: string },
): Promise<RebateSettings> {
  const { level } = await memberVip(db, member.merchantCode, member.id);
  const settings = await moneySettings(db, member.merchantCode);
  return {
    settings: (await rebateRates(db, member.merchantCode)).map((r) => ({
      productType: r.gameType,
      rate: r.rateBps / 100,
    })),
    vipBonus: level.rebateBonusBps / 100,
    minClaim: fromCents(settings.rebateMinClaimCents),
  };
}

interface Pending {
  since: number | null;
  lines: RebateLineCents[];
  turnoverCents: number;
  amountCents: number;
  minClaimCents: number;
}

/** Turnover of bets settled after the last claim (up to `now`), per game type, and what it pays. */
async function pendingRebate(
  db: Queryable,
  member: { id: number; merchantCode: string },
  now: number,
): Promise<Pending> {
  const [last] = await db.query<{ since: Date | null }>(
    'SELECT MAX(period_to) AS since FROM rebate_claims WHERE member_id = $1',
    [member.id],
  );
  const since = last?.since ? new Date(last.since).getTime() : null;
  const rows = await db.query<{ game_type: string; turnover: string | number }>(
    `SELECT game_type, SUM(stake_cents) AS turnover FROM game_bets
      WHERE member_id = $1 AND status = 'settled' AND ($2::timestamptz IS NULL OR settled_at > $2::timestamptz) AND settled_at <= $3::timestamptz
      GROUP BY game_type`,
    [member.id, since === null ? null : at(since), at(now)],
  );
  const { level } = await memberVip(db, member.merchantCode, member.id);
  const lines = rebateLines(
    new Map(rows.map((r) => [r.game_type, Number(r.turnover)])),
    await rebateRates(db, member.merchantCode),
    level.rebateBonusBps,
  );
  const settings = await moneySettings(db, member.merchantCode);
  return { since, lines, ...rebateTotal(lines), minClaimCents: settings.rebateMinClaimCents };
}

const toLine = (l: RebateLineCents) => ({
  productType: l.productType,
  turnover: fromCents(l.turnoverCents),
  rate: l.rateBps / 100,
  amount: fromCents(l.amountCents),
});

export async function manualRebate(
  db: Queryable,
  member: { id: number; merchantCode: string },
  now: number,
): Promise<ManualRebate> {
  const pending = await pendingRebate(db, member, now);
  return {
    since: pending.since,
    lines: pending.lines.map(toLine),
    total: fromCents(pending.amountCents),
    minClaim: fromCents(pending.minClaimCents),
    claimable: pending.amountCents >= pending.minClaimCents,
  };
}

/** Claims the pending rebate once (the claim's starting point is unique per member), ledger `rebate`. */
export async function claimRebate(
  db: Db,
  member: { id: number; merchantCode: string },
  now: number,
): Promise<RebateClaimResult> {
  return db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const pending = await pendingRebate(tx, member, now);
    if (pending.amountCents < pending.minClaimCents) {
      throw new AppError(
        'NOT_CLAIMABLE',
        `A rebate can be claimed from ${fromCents(pending.minClaimCents).toFixed(2)}.`,
      );
    }
    const [claim] = await tx.query<{ id: string | number }>(
      `INSERT INTO rebate_claims (merchant_code, member_id, period_from, period_to, turnover_cents, amount_cents, lines, created_at)
       VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6, $7::jsonb, $4::timestamptz) RETURNING id`,
      [
        member.merchantCode,
        member.id,
        pending.since === null ? null : at(pending.since),
        at(now),
        pending.turnoverCents,
        pending.amountCents,
        JSON.stringify(pending.lines),
      ],
    );
    if (!claim) throw new Error('rebate claim was not written');
    const posted = await postTransactionIn(tx, {
      merchantCode: member.merchantCode,
      kind: 'rebate',
      reference: `rebate:${claim.id}`,
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amountCents: pending.amountCents },
        { account: { house: 'rebates' }, amountCents: -pending.amountCents },
      ],
    });
    return {
      amount: fromCents(pending.amountCents),
      turnover: fromCents(pending.turnoverCents),
      sumBalance: fromCents(posted.memberBalances.get(memberBalanceKey(member.id, 'main')) ?? 0),
    };
  });
}

interface ClaimRow {
  id: string | number;
  amount_cents: string | number;
  turnover_cents: string | number;
  period_from: Date | null;
  period_to: Date;
  created_at: Date;
  lines: RebateLineCents[];
}

export async function rebateReport(
  db: Queryable,
  input: { memberId: number; startDate: string; endDate: string; tzOffset: number; page: number; size: number },
): Promise<Page<RebateClaim>> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const where = 'member_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz';
  const params = [input.memberId, at(from), at(to)];
  const [count] = await db.query<{ n: string | number }>(
    `SELECT COUNT(*) AS n FROM rebate_claims WHERE ${where}`,
    params,
  );
  const rows = await db.query<ClaimRow>(
    `SELECT id, amount_cents, turnover_cents, period_from, period_to, created_at, lines FROM rebate_claims WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  return pageAnswer(
    rows.map((r) => ({
      id: Number(r.id),
      amount: fromCents(Number(r.amount_cents)),
      turnover: fromCents(Number(r.turnover_cents)),
      periodFrom: r.period_from ? new Date(r.period_from).getTime() : null,
      periodTo: new Date(r.period_to).getTime(),
      createdAt: new Date(r.created_at).getTime(),
      lines: r.lines.map(toLine),
    })),
    Number(count?.n ?? 0),
    input,
  );
}
