import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moneyCalls } from '@wl/api-client/contract';
import { availableDepositPromotions, createDeposit, depositReport } from '../money/deposits';
import { idempotencyKeyOf } from '../money/idempotency';
import type { MoneyDeps } from '../money/money-deps';
import { enabledMethods, toDepositMethod } from '../money/payment-methods';
import { requireRealMember } from '../accounts/sessions/real-member';
import { promoSwitches, requestLanguage } from '../rewards/promotions';
import { onCall } from './call-route';

/** Gateways this process runs: the demo gateway outside production (a real one plugs in here). */
export function runningGateways(deps: { production: boolean }): ReadonlySet<string> {
  return new Set(deps.production ? [] : ['demo']);
}

const orderLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Deposit calls (member-agent-platform §7): methods, promotions, manual and gateway orders, the report. */
export function depositRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const gateways = runningGateways(deps);

  onCall(app, moneyCalls.depositMethods, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    const methods = await enabledMethods(deps.db, session.member.merchantCode, gateways);
    return { methods: methods.map(toDepositMethod) };
  });

  onCall(app, moneyCalls.depositPromotions, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    const promotions = await availableDepositPromotions(deps.db, {
      merchantCode: session.member.merchantCode,
      memberId: session.member.id,
      switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
      language: requestLanguage(request),
      now: deps.clock.now(),
    });
    return { promotions: promotions.map((p) => p.promotion) };
  });

  async function newDeposit(request: FastifyRequest) {
    const session = await requireRealMember(deps, request);
    const idempotencyKey = idempotencyKeyOf(request);
    return {
      merchantCode: session.member.merchantCode,
      memberId: session.member.id,
      language: requestLanguage(request),
      idempotencyKey,
      switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
      now: deps.clock.now(),
      gateways,
    };
  }

  onCall(
    app,
    moneyCalls.manualDeposit,
    async ({ request, body }) => {
      const input = await newDeposit(request);
      return createDeposit(deps.db, input, { manual: true, body: await body() });
    },
    { config: orderLimit },
  );

  onCall(
    app,
    moneyCalls.gatewayDeposit,
    async ({ request, body }) => {
      const input = await newDeposit(request);
      return createDeposit(deps.db, input, { manual: false, body: await body() });
    },
    { config: orderLimit },
  );

  onCall(app, moneyCalls.depositReport, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    const asked = query();
    return depositReport(deps.db, { ...asked, memberId: session.member.id, language: requestLanguage(request) });
  });
}
