import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  WithdrawInfo,
  WithdrawReport,
  WithdrawalOrder,
  withdrawInfoPath,
  withdrawPath,
  withdrawReportPath,
} from '@wl/api-client/contract';
import type { WithdrawReportQuery, WithdrawRequest } from '@wl/api-client/contract';
import { moneyKeys } from '../money-shared/keys';

export function withdrawInfoQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'withdrawInfo'),
    queryFn: ({ signal }) => client.get(withdrawInfoPath, { schema: WithdrawInfo, signal }),
  });
}

/** Sealed (it carries the payment password), with the operation's idempotency key. */
export function requestWithdrawal(client: ApiClient, body: WithdrawRequest, idempotencyKey: string) {
  return client.post(withdrawPath, { schema: WithdrawalOrder, body, sealed: true, idempotencyKey });
}

export function fetchWithdrawReport(client: ApiClient, query: WithdrawReportQuery, signal: AbortSignal) {
  return client.get(withdrawReportPath, { schema: WithdrawReport, query: { ...query }, signal, moduleId: 'WITHREC3' });
}
