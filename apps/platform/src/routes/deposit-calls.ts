import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DepositReportQuery,
  GatewayDepositRequest,
  ManualDepositRequest,
  depositGatewayPath,
  depositManualPath,
  depositMethodsPath,
  depositPromotionsPath,
  depositReportPath,
} from '@wl/api-client/contract';
import type {
  DepositMethods,
  DepositPromotions,
  DepositReport,
  DepositResult,
  OkEnvelope,
} from '@wl/api-client/contract';
import { parseRequest } from '../http/validate';
import { availableDepositPromotions, createDeposit, depositReport } from '../money/deposits';
import { idempotencyKeyOf } from '../money/idempotency';
import type { MoneyDeps } from '../money/money-deps';
import { enabledMethods, toDepositMethod } from '../money/payment-methods';
import { requireRealMember } from '../accounts/sessions/real-member';
import { promoSwitches, requestLanguage } from '../rewards/promotions';

/** Gateways this process runs: the demo gateway outside production (a real one plugs in here). */
export function runningGateways(deps: { production: boolean }): ReadonlySet<string> {
  return new Set(deps.production ? [] : ['demo']);
}

const orderLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Deposit calls (member-agent-platform §7): methods, promotions, manual and gateway orders, the report. */
export function depositRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const gateways = runningGateways(deps);

  app.get(depositMethodsPath, async (request): Promise<OkEnvelope<DepositMethods>> => {
    const session = await requireRealMember(deps, request);
    const methods = await enabledMethods(deps.db, session.member.merchantCode, gateways);
    return { success: true, value: { methods: methods.map(toDepositMethod) } };
  });

  app.get(depositPromotionsPath, async (request): Promise<OkEnvelope<DepositPromotions>> => {
    const session = await requireRealMember(deps, request);
    const promotions = await availableDepositPromotions(deps.db, {
      merchantCode: session.member.merchantCode,
      memberId: session.member.id,
      switches: await promoSwitches(deps.db, deps.brands, session.member.merchantCode),
      language: requestLanguage(request),
      now: deps.clock.now(),
    });
    return { success: true, value: { promotions: promotions.map((p) => p.promotion) } };
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

  app.post(depositManualPath, { config: orderLimit }, async (request): Promise<OkEnvelope<DepositResult>> => {
    const input = await newDeposit(request);
    const body = parseRequest(ManualDepositRequest, request.body ?? {}, 'body');
    return { success: true, value: await createDeposit(deps.db, input, { manual: true, body }) };
  });

  app.post(depositGatewayPath, { config: orderLimit }, async (request): Promise<OkEnvelope<DepositResult>> => {
    const input = await newDeposit(request);
    const body = parseRequest(GatewayDepositRequest, request.body ?? {}, 'body');
    return { success: true, value: await createDeposit(deps.db, input, { manual: false, body }) };
  });

  app.get(depositReportPath, async (request): Promise<OkEnvelope<DepositReport>> => {
    const session = await requireRealMember(deps, request);
    const query = parseRequest(DepositReportQuery, request.query, 'query');
    return {
      success: true,
      value: await depositReport(deps.db, {
        ...query,
        memberId: session.member.id,
        language: requestLanguage(request),
      }),
    };
  });
}
