import type { ApiClient } from '@wl/api-client';
import { moneyCalls } from '@wl/api-client/contract';
import type { BetRecordQuery, ProfitLossQuery, TransactionQuery } from '@wl/api-client/contract/records-calls';

export function fetchTransactions(client: ApiClient, query: TransactionQuery, signal: AbortSignal) {
  return client.call(moneyCalls.transactionRecord, { query: { ...query }, signal });
}

export function fetchBets(client: ApiClient, query: BetRecordQuery, signal: AbortSignal) {
  return client.call(moneyCalls.betRecord, { query: { ...query }, signal });
}

export function fetchProfitLoss(client: ApiClient, query: ProfitLossQuery, signal: AbortSignal) {
  return client.call(moneyCalls.profitLoss, { query: { ...query }, signal });
}
