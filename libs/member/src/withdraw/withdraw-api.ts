import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { moneyCalls } from '@wl/api-client/contract';
import type { WithdrawReportQuery, WithdrawRequest } from '@wl/api-client/contract/withdraw-calls';
import { moneyKeys } from '../money-shared/keys';

export function withdrawInfoQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'withdrawInfo'),
    queryFn: ({ signal }) => client.call(moneyCalls.withdrawInfo, { signal }),
  });
}

/** Sealed (it carries the payment password), with the operation's idempotency key. */
export function requestWithdrawal(client: ApiClient, body: WithdrawRequest, idempotencyKey: string) {
  return client.call(moneyCalls.withdraw, { body, idempotencyKey });
}

export function fetchWithdrawReport(client: ApiClient, query: WithdrawReportQuery, signal: AbortSignal) {
  return client.call(moneyCalls.withdrawReport, { query: { ...query }, signal });
}
