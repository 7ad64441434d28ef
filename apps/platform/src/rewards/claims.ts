import type { AcceptPromoRequest, AcceptPromoResult } from '@wl/api-client/contract/rewards-calls';
import { fromCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { lockMember } from '../accounts/sessions/real-member';
import { assertNotBlocked } from '../protection/protection-guard';
import { memberBalanceKey, postTransactionIn } from '../wallet/ledger';
import { claimItem, friendClaimKey, friendsToReward } from './claim-rules';
import { activePromotions, memberClaims, memberFigures, ruleOf } from './promotions';
import type { PromoSwitches } from './promotions';

const notClaimable = () => new AppError('NOT_CLAIMABLE', 'This reward cannot be claimed now.');

/**
 * Claims one reward or mission (MCS2_acceptPromo): checked again under the member's lock, written as
 * claim rows (one per friend for a per-friend reward) whose uniqueness makes a second claim of the
 * same instance impossible, and credited at once (ledger `promotion`).
 */
export async function acceptPromotion(
  db: Db,
  input: { merchantCode: string; memberId: number; switches: PromoSwitches; now: number },
  req: AcceptPromoRequest,
): Promise<AcceptPromoResult> {
  return db.transaction(async (tx) => {
    await lockMember(tx, input.memberId);
    // Under the member's lock, so a claim racing a self-exclusion or time-out cannot slip through (docs/decisions/0039).
    await assertNotBlocked(tx, input.memberId, input.now);
    const rows = [
      ...(await activePromotions(tx, input.merchantCode, 'reward', input.switches, input.now)),
      ...(await activePromotions(tx, input.merchantCode, 'mission', input.switches, input.now)),
    ];
    const row = rows.find((r) => r.id === req.promotionId);
    if (!row) throw notClaimable();
    const rule = ruleOf(row);
    const figures = await memberFigures(tx, input.memberId, rule.period === 'per_friend' ? [rule] : [], input.now);
    const claims = (await memberClaims(tx, input.memberId, [row.id])).get(row.id) ?? new Map<string, number>();
    const item = claimItem({ rule, title: '', description: '', figures, claims, now: input.now });
    if (item.state !== 'claimable' || item.claimKey !== req.claimKey) throw notClaimable();

    const keys =
      rule.period === 'per_friend'
        ? friendsToReward(rule, figures, new Set(claims.keys())).map(friendClaimKey)
        : [item.claimKey];
    const ids: number[] = [];
    for (const key of keys) {
      const [claim] = await tx.query<{ id: string | number }>(
        `INSERT INTO promotion_claims (promotion_id, member_id, claim_key, amount_cents, created_at)
         VALUES ($1, $2, $3, $4, $5::timestamptz) ON CONFLICT (promotion_id, member_id, claim_key) DO NOTHING RETURNING id`,
        [row.id, input.memberId, key, rule.rewardCents, at(input.now)],
      );
      if (!claim) throw notClaimable();
      ids.push(Number(claim.id));
    }
    const total = rule.rewardCents * keys.length;
    let balance: number | undefined;
    if (total > 0) {
      const posted = await postTransactionIn(tx, {
        merchantCode: input.merchantCode,
        kind: 'promotion',
        reference: `promo:${ids[0]}`,
        memo: { promotion: row.code, claims: ids },
        postings: [
          { account: { memberId: input.memberId, kind: 'main' }, amountCents: total },
          { account: { house: 'promotions' }, amountCents: -total },
        ],
      });
      balance = posted.memberBalances.get(memberBalanceKey(input.memberId, 'main'));
    }
    if (balance === undefined) {
      const [latest] = await tx.query<{ balance_after: string | number }>(
        `SELECT e.balance_after FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.member_id = $1 AND a.kind = 'main' ORDER BY e.id DESC LIMIT 1`,
        [input.memberId],
      );
      balance = Number(latest?.balance_after ?? 0);
    }
    return { amount: fromCents(total), sumBalance: fromCents(balance) };
  });
}
