import type { FastifyRequest } from 'fastify';
import type { ClaimItem } from '@wl/api-client/contract/rewards-calls';
import type { PromoKey } from '@wl/api-client/contract/promo-summary';
import { WpsHeaders } from '@wl/api-client/contract/request-headers';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Queryable } from '../db/db';
import { at } from '../db/clock';
import { isBlocked } from '../protection/protection-guard';
import { claimItem, utcDayStart } from './claim-rules';
import type { MemberFigures, PromotionRule } from './claim-rules';

/** A text in the platform's languages: `{ "EN": …, "PT": …, "TY": … }`. */
export type LocalText = Record<string, string>;

export interface PromotionRow {
  id: number;
  merchant_code: string;
  code: string;
  category: 'reward' | 'mission' | 'deposit';
  period: 'once' | 'daily' | 'per_friend';
  requirement: PromotionRule['requirement'];
  threshold: string | number;
  reward_cents: string | number;
  percent_bps: number;
  max_reward_cents: string | number;
  promo_key: PromoKey | null;
  title: LocalText;
  description: LocalText;
}

/** The caller's language (the `Language` header), EN when absent or malformed. */
export function requestLanguage(request: FastifyRequest): string {
  const parsed = WpsHeaders.safeParse(request.headers);
  return (parsed.success ? parsed.data.language : undefined) ?? 'EN';
}

/** The text in `language`, else English, else any. */
export function localized(text: LocalText, language: string): string {
  return text[language] ?? text['EN'] ?? Object.values(text)[0] ?? '';
}

export type PromoSwitches = Record<PromoKey, boolean>;

/** REFERRAL and MISSION for a merchant: the brand's defaults overlaid by the merchant's settings. */
export async function promoSwitches(
  db: Queryable,
  brands: BrandRegistry,
  merchantCode: string,
): Promise<PromoSwitches> {
  const [row] = await db.query<{ brand_id: string; promotions: Partial<PromoSwitches> }>(
    'SELECT brand_id, promotions FROM merchants WHERE code = $1',
    [merchantCode],
  );
  const defaults = brands.brands.find((b) => b.id === row?.brand_id)?.promotions ?? { REFERRAL: false, MISSION: false };
  return {
    REFERRAL: row?.promotions.REFERRAL ?? defaults.REFERRAL,
    MISSION: row?.promotions.MISSION ?? defaults.MISSION,
  };
}

export function ruleOf(row: PromotionRow): PromotionRule {
  return {
    id: row.id,
    category: row.category,
    period: row.period,
    requirement: row.requirement,
    threshold: Number(row.threshold),
    rewardCents: Number(row.reward_cents),
  };
}

/** The merchant's promotions of a category running now (and whose promotion key is on). */
export async function activePromotions(
  db: Queryable,
  merchantCode: string,
  category: PromotionRow['category'],
  switches: PromoSwitches,
  now: number,
): Promise<PromotionRow[]> {
  const rows = await db.query<PromotionRow>(
    `SELECT id, merchant_code, code, category, period, requirement, threshold, reward_cents, percent_bps, max_reward_cents,
            promo_key, title, description
       FROM reward_promotions
      WHERE merchant_code = $1 AND category = $2 AND enabled
        AND (starts_at IS NULL OR starts_at <= $3::timestamptz) AND (ends_at IS NULL OR ends_at > $3::timestamptz)
      ORDER BY sort, id`,
    [merchantCode, category, at(now)],
  );
  return rows.filter((row) => row.promo_key === null || switches[row.promo_key]);
}

export async function findPromotion(db: Queryable, merchantCode: string, id: number): Promise<PromotionRow | null> {
  const [row] = await db.query<PromotionRow>(
    `SELECT id, merchant_code, code, category, period, requirement, threshold, reward_cents, percent_bps, max_reward_cents,
            promo_key, title, description
       FROM reward_promotions WHERE merchant_code = $1 AND id = $2`,
    [merchantCode, id],
  );
  return row ?? null;
}

/** The member's claims of the promotions, by promotion id → claim key → when. */
export async function memberClaims(
  db: Queryable,
  memberId: number,
  promotionIds: readonly number[],
): Promise<Map<number, Map<string, number>>> {
  const result = new Map<number, Map<string, number>>();
  if (promotionIds.length === 0) return result;
  const rows = await db.query<{ promotion_id: number; claim_key: string; created_at: Date }>(
    'SELECT promotion_id, claim_key, created_at FROM promotion_claims WHERE member_id = $1 AND promotion_id = ANY($2::int[])',
    [memberId, promotionIds],
  );
  for (const row of rows) {
    const claims = result.get(row.promotion_id) ?? new Map<string, number>();
    claims.set(row.claim_key, new Date(row.created_at).getTime());
    result.set(row.promotion_id, claims);
  }
  return result;
}

interface FigureRow {
  all_time: string | number | null;
  today: string | number | null;
}

interface BetFigureRow extends FigureRow {
  count_all: string | number;
  count_today: string | number;
}

/** The member's deposits, turnover and bets, all time and today (UTC), and qualified invited friends. */
export async function memberFigures(
  db: Queryable,
  memberId: number,
  perFriend: readonly PromotionRule[],
  now: number,
): Promise<MemberFigures> {
  const dayStart = at(utcDayStart(now));
  const [deposits] = await db.query<FigureRow>(
    `SELECT SUM(amount_cents) AS all_time, SUM(amount_cents) FILTER (WHERE decided_at >= $2::timestamptz) AS today
       FROM deposit_orders WHERE member_id = $1 AND status = 'confirmed'`,
    [memberId, dayStart],
  );
  const [bets] = await db.query<BetFigureRow>(
    `SELECT SUM(stake_cents) AS all_time, SUM(stake_cents) FILTER (WHERE settled_at >= $2::timestamptz) AS today,
            COUNT(*) AS count_all, COUNT(*) FILTER (WHERE settled_at >= $2::timestamptz) AS count_today
       FROM game_bets WHERE member_id = $1 AND status = 'settled'`,
    [memberId, dayStart],
  );
  const qualifiedFriends = new Map<number, number[]>();
  for (const rule of perFriend) {
    const friends = await db.query<{ id: number }>(
      `SELECT m.id FROM members m
        WHERE m.referrer_id = $1
          AND (SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'confirmed') >= $2
        ORDER BY m.id`,
      [memberId, rule.threshold],
    );
    qualifiedFriends.set(
      rule.id,
      friends.map((f) => f.id),
    );
  }
  return {
    allTime: {
      depositCents: Number(deposits?.all_time ?? 0),
      turnoverCents: Number(bets?.all_time ?? 0),
      betCount: Number(bets?.count_all ?? 0),
    },
    today: {
      depositCents: Number(deposits?.today ?? 0),
      turnoverCents: Number(bets?.today ?? 0),
      betCount: Number(bets?.count_today ?? 0),
    },
    qualifiedFriends,
  };
}

/** The claim items of a category for the member, in the merchant's order. */
export async function claimItems(
  db: Queryable,
  input: {
    merchantCode: string;
    memberId: number;
    category: 'reward' | 'mission';
    switches: PromoSwitches;
    language: string;
    now: number;
  },
): Promise<ClaimItem[]> {
  // A person under a self-exclusion or time-out is offered no promotion (docs/decisions/0039).
  if (await isBlocked(db, input.memberId, input.now)) return [];
  const rows = await activePromotions(db, input.merchantCode, input.category, input.switches, input.now);
  const rules = rows.map(ruleOf);
  const figures = await memberFigures(
    db,
    input.memberId,
    rules.filter((r) => r.period === 'per_friend'),
    input.now,
  );
  const claims = await memberClaims(
    db,
    input.memberId,
    rows.map((r) => r.id),
  );
  return rows.map((row, i) =>
    claimItem({
      rule: rules[i] as PromotionRule,
      title: localized(row.title, input.language),
      description: localized(row.description, input.language),
      figures,
      claims: claims.get(row.id) ?? new Map(),
      now: input.now,
    }),
  );
}
