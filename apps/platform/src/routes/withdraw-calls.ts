import type { FastifyInstance } from 'fastify';
import {
  WithdrawReportQuery,
  WithdrawRequest,
  withdrawInfoPath,
  withdrawPath,
  withdrawReportPath,
} from '@wl/api-client/contract';
import type { OkEnvelope, WithdrawInfo, WithdrawReport, WithdrawalOrder } from '@wl/api-client/contract';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { parseRequest } from '../http/validate';
import { verifyPaymentPassword } from '../member/payment-password';
import { idempotencyKeyOf } from '../money/idempotency';
import { requireMerchantFlag } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { requireRealMember } from '../accounts/sessions/real-member';
import { withdraw, withdrawInfo, withdrawReport } from '../money/withdrawals';

/** Withdrawal calls (member-agent-platform §7): what may be withdrawn, the withdrawal itself, the report. */
export function withdrawRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  app.get(withdrawInfoPath, async (request): Promise<OkEnvelope<WithdrawInfo>> => {
    const session = await requireRealMember(deps, request);
    return {
      success: true,
      value: await withdrawInfo(
        deps.db,
        { id: session.member.id, merchantCode: session.member.merchantCode },
        deps.clock.now(),
      ),
    };
  });

  app.post(
    withdrawPath,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request): Promise<OkEnvelope<WithdrawalOrder>> => {
      const session = await requireRealMember(deps, request);
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await openSealedRequest(request, deps.keys, WithdrawRequest);
      const now = deps.clock.now();
      // Checked on every attempt, replays included: the stored answer is only given to the password's holder.
      await verifyPaymentPassword(deps.db, session.member.id, body.paymentPassword, now);
      const order = await withdraw(
        deps.db,
        { merchantCode: session.member.merchantCode, memberId: session.member.id, idempotencyKey, now },
        body,
      );
      return { success: true, value: order };
    },
  );

  app.get(withdrawReportPath, async (request): Promise<OkEnvelope<WithdrawReport>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'WITHREC3');
    const query = parseRequest(WithdrawReportQuery, request.query, 'query');
    return { success: true, value: await withdrawReport(deps.db, { ...query, memberId: session.member.id }) };
  });
}
