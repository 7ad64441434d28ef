import type { FastifyInstance } from 'fastify';
import {
  AcceptPromoRequest,
  ClaimListQuery,
  RebateReportQuery,
  acceptPromoPath,
  claimListPath,
  fromCents,
  manualRebatePath,
  rankProgressPath,
  rebateReportPath,
  rebateSettingsPath,
  referralDetailsPath,
} from '@wl/api-client/contract';
import type {
  AcceptPromoResult,
  ClaimList,
  ManualRebate,
  OkEnvelope,
  RankProgress,
  RebateClaimResult,
  RebateReport,
  RebateSettings,
  ReferralDetails,
} from '@wl/api-client/contract';
import { parseRequest } from '../http/validate';
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

/** Reward centre (REWCEN3) and missions, VIP progress, referral, rebates (MANPLAYREB3 claim, PLYRBT report). */
export function rewardsRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const member = (session: Awaited<ReturnType<typeof requireRealMember>>) => ({
    id: session.member.id,
    merchantCode: session.member.merchantCode,
  });

  app.get(claimListPath, async (request): Promise<OkEnvelope<ClaimList>> => {
    const session = await requireRealMember(deps, request);
    const { category } = parseRequest(ClaimListQuery, request.query, 'query');
    if (category === 'reward') await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'REWCEN3');
    const items = await claimItems(deps.db, {
      merchantCode: session.member.merchantCode,
      memberId: session.member.id,
      category,
      switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
      language: requestLanguage(request),
      now: deps.clock.now(),
    });
    return { success: true, value: { items, claimableCount: items.filter((i) => i.state === 'claimable').length } };
  });

  app.post(
    acceptPromoPath,
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request): Promise<OkEnvelope<AcceptPromoResult>> => {
      const session = await requireRealMember(deps, request);
      const body = parseRequest(AcceptPromoRequest, request.body ?? {}, 'body');
      const result = await acceptPromotion(
        deps.db,
        {
          merchantCode: session.member.merchantCode,
          memberId: session.member.id,
          switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
          now: deps.clock.now(),
        },
        body,
      );
      return { success: true, value: result };
    },
  );

  app.get(rankProgressPath, async (request): Promise<OkEnvelope<RankProgress>> => {
    const session = await requireRealMember(deps, request);
    const vip = await memberVip(deps.db, session.member.merchantCode, session.member.id);
    const next = nextLevel(vip.turnoverCents, vip.levels);
    return {
      success: true,
      value: {
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
      },
    };
  });

  app.get(referralDetailsPath, async (request): Promise<OkEnvelope<ReferralDetails>> => {
    const session = await requireRealMember(deps, request);
    const switches = await promoSwitches(deps.db, deps.brands, session.member.merchantCode);
    return { success: true, value: await referralDetails(deps.db, member(session), switches) };
  });

  app.get(rebateSettingsPath, async (request): Promise<OkEnvelope<RebateSettings>> => {
    const session = await requireRealMember(deps, request);
    return { success: true, value: await rebateSettings(deps.db, member(session)) };
  });

  app.get(manualRebatePath, async (request): Promise<OkEnvelope<ManualRebate>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'MANPLAYREB3');
    return { success: true, value: await manualRebate(deps.db, member(session), deps.clock.now()) };
  });

  app.post(
    manualRebatePath,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request): Promise<OkEnvelope<RebateClaimResult>> => {
      const session = await requireRealMember(deps, request);
      await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'MANPLAYREB3');
      return { success: true, value: await claimRebate(deps.db, member(session), deps.clock.now()) };
    },
  );

  app.get(rebateReportPath, async (request): Promise<OkEnvelope<RebateReport>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'PLYRBT');
    const query = parseRequest(RebateReportQuery, request.query, 'query');
    return { success: true, value: await rebateReport(deps.db, { ...query, memberId: session.member.id }) };
  });
}
