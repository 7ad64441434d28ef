import type { ApiClient } from '@wl/api-client';
import {
  BetRecordPage,
  ProfitLoss,
  TransactionRecord,
  betRecordPath,
  profitLossPath,
  transactionRecordPath,
} from '@wl/api-client/contract';
import type { BetRecordQuery, ProfitLossQuery, TransactionQuery } from '@wl/api-client/contract';

export function fetchTransactions(client: ApiClient, query: TransactionQuery, signal: AbortSignal) {
  return client.get(transactionRecordPath, {
    schema: TransactionRecord,
    query: { ...query },
    signal,
    moduleId: 'TRANSREC3',
  });
}

export function fetchBets(client: ApiClient, query: BetRecordQuery, signal: AbortSignal) {
  return client.get(betRecordPath, { schema: BetRecordPage, query: { ...query }, signal, moduleId: 'TRANSBETREPMEM3' });
}

export function fetchProfitLoss(client: ApiClient, query: ProfitLossQuery, signal: AbortSignal) {
  return client.get(profitLossPath, { schema: ProfitLoss, query: { ...query }, signal, moduleId: 'PERSREP' });
}
