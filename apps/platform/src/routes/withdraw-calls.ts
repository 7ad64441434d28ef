import type { FastifyInstance } from 'fastify';
import { moneyCalls } from '@wl/api-client/contract';
import { verifyPaymentPassword } from '../member/payment-password';
import { idempotencyKeyOf } from '../money/idempotency';
import { requireMerchantFlag } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { requireRealMember } from '../accounts/sessions/real-member';
import { withdraw, withdrawInfo, withdrawReport } from '../money/withdrawals';
import { onCall } from './call-route';

/** Withdrawal calls (member-agent-platform §7): what may be withdrawn, the withdrawal itself, the report. */
export function withdrawRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  onCall(app, moneyCalls.withdrawInfo, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    return withdrawInfo(
      deps.db,
      { id: session.member.id, merchantCode: session.member.merchantCode },
      deps.clock.now(),
    );
  });

  onCall(
    app,
    moneyCalls.withdraw,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      const idempotencyKey = idempotencyKeyOf(request);
      const asked = await body();
      const now = deps.clock.now();
      // Checked on every attempt, replays included: the stored answer is only given to the password's holder.
      await verifyPaymentPassword(deps.db, session.member.id, asked.paymentPassword, now);
      return withdraw(
        deps.db,
        { merchantCode: session.member.merchantCode, memberId: session.member.id, idempotencyKey, now },
        asked,
      );
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  onCall(app, moneyCalls.withdrawReport, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'WITHREC3');
    return withdrawReport(deps.db, { ...query(), memberId: session.member.id });
  });
}
