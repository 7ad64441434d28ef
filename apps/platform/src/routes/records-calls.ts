import type { FastifyInstance } from 'fastify';
import {
  BetRecordQuery,
  ProfitLossQuery,
  TransactionQuery,
  betRecordPath,
  profitLossPath,
  transactionRecordPath,
} from '@wl/api-client/contract';
import type { BetRecordPage, OkEnvelope, ProfitLoss, TransactionRecord } from '@wl/api-client/contract';
import { parseRequest } from '../http/validate';
import { requireMerchantFlag } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { requireRealMember } from '../accounts/sessions/real-member';
import { betRecord, profitLoss, transactionRecord } from '../money/records';

/** The member's records: account record (TRANSREC3), betting record (TRANSBETREPMEM3), personal P&L (PERSREP). */
export function recordsRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  app.get(transactionRecordPath, async (request): Promise<OkEnvelope<TransactionRecord>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'TRANSREC3');
    const query = parseRequest(TransactionQuery, request.query, 'query');
    return { success: true, value: await transactionRecord(deps.db, { ...query, memberId: session.member.id }) };
  });

  app.get(betRecordPath, async (request): Promise<OkEnvelope<BetRecordPage>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'TRANSBETREPMEM3');
    const query = parseRequest(BetRecordQuery, request.query, 'query');
    return { success: true, value: await betRecord(deps.db, { ...query, memberId: session.member.id }) };
  });

  app.get(profitLossPath, async (request): Promise<OkEnvelope<ProfitLoss>> => {
    const session = await requireRealMember(deps, request);
    await requireMerchantFlag(deps.db, deps.brands, session.member.merchantCode, 'PERSREP');
    const query = parseRequest(ProfitLossQuery, request.query, 'query');
    return { success: true, value: await profitLoss(deps.db, { ...query, memberId: session.member.id }) };
  });
}
