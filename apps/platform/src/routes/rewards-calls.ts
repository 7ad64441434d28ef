import type { FastifyInstance } from 'fastify';
import { fromCents } from '@wl/api-client/contract/money';
import { moneyCalls } from '@wl/api-client/contract';
import { memberVip } from '../member/vip';
import { nextLevel, progressPercent } from '../member/vip-rules';
import { requireMerchantFlag } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { moneySettings } from '../wallet/money-settings';
import { requireRealMember } from '../accounts/sessions/real-member';
import { acceptPromotion } from '../rewards/claims';
import { claimItems, promoSwitches, requestLanguage } from '../rewards/promotions';
import { claimRebate, manualRebate, rebateReport, rebateSettings } from '../rewards/rebates';
import { referralDetails } from '../rewards/referral';
import { onCall } from './call-route';

/** Reward centre (REWCEN3) and missions, VIP progress, referral, rebates (MANPLAYREB3 claim, PLYRBT report). */
export function rewardsRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const member = (session: Awaited<ReturnType<typeof requireRealMember>>) => ({
    id: session.member.id,
    merchantCode: session.member.merchantCode,
  });

  onCall(app, moneyCalls.claimList, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    const { category } = query();
    if (category === 'reward') await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'REWCEN3');
    const items = await claimItems(deps.db, {
      merchantCode: session.member.merchantCode,
      memberId: session.member.id,
      category,
      switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
      language: requestLanguage(request),
      now: deps.clock.now(),
    });
    return { items, claimableCount: items.filter((i) => i.state === 'claimable').length };
  });

  onCall(
    app,
    moneyCalls.acceptPromo,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      const claim = await body();
      return acceptPromotion(
        deps.db,
        {
          merchantCode: session.member.merchantCode,
          memberId: session.member.id,
          switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
          now: deps.clock.now(),
        },
        claim,
      );
    },
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );

  onCall(app, moneyCalls.rankProgress, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    const vip = await memberVip(deps.db, session.member.merchantCode, session.member.id);
    const next = nextLevel(vip.turnoverCents, vip.levels);
    return {
      display: (await moneySettings(deps.db, session.member.merchantCode)).vipDisplay,
      level: vip.level.level,
      levelName: vip.level.name,
      turnover: fromCents(vip.turnoverCents),
      next: next ? { level: next.level, name: next.name, minTurnover: fromCents(next.minTurnoverCents) } : null,
      progressPercent: progressPercent(vip.turnoverCents, vip.levels),
      levels: vip.levels.map((l) => ({
        level: l.level,
        name: l.name,
        minTurnover: fromCents(l.minTurnoverCents),
        withdrawDailyCount: l.withdrawDailyCount,
        withdrawDailyMax: fromCents(l.withdrawDailyMaxCents),
        rebateBonusPercent: l.rebateBonusBps / 100,
      })),
    };
  });

  onCall(app, moneyCalls.referralDetails, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    const switches = await promoSwitches(deps.db, deps.brands, session.member.merchantCode);
    return referralDetails(deps.db, member(session), switches);
  });

  onCall(app, moneyCalls.rebateSettings, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    return rebateSettings(deps.db, member(session));
  });

  onCall(app, moneyCalls.manualRebate, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'MANPLAYREB3');
    return manualRebate(deps.db, member(session), deps.clock.now());
  });

  // The claim's body carries nothing and is not read (as before: any body is accepted).
  onCall(
    app,
    moneyCalls.claimRebate,
    async ({ request }) => {
      const session = await requireRealMember(deps, request);
      await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'MANPLAYREB3');
      return claimRebate(deps.db, member(session), deps.clock.now());
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  onCall(app, moneyCalls.rebateReport, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'PLYRBT');
    return rebateReport(deps.db, { ...query(), memberId: session.member.id });
  });
}
