import type { FastifyInstance } from 'fastify';
import { moneyCalls } from '@wl/api-client/contract';
import { requireMerchantFlag } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { requireRealMember } from '../accounts/sessions/real-member';
import { betRecord, profitLoss, transactionRecord } from '../money/records';
import { onCall } from './call-route';

/** The member's records: account record (TRANSREC3), betting record (TRANSBETREPMEM3), personal P&L (PERSREP). */
export function recordsRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  onCall(app, moneyCalls.transactionRecord, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'TRANSREC3');
    return transactionRecord(deps.db, { ...query(), memberId: session.member.id });
  });

  onCall(app, moneyCalls.betRecord, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'TRANSBETREPMEM3');
    return betRecord(deps.db, { ...query(), memberId: session.member.id });
  });

  onCall(app, moneyCalls.profitLoss, async ({ request, query }) => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'PERSREP');
    return profitLoss(deps.db, { ...query(), memberId: session.member.id });
  });
}
