import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { moneyCalls } from '@wl/api-client/contract';
import type {
  DepositReportQuery,
  GatewayDepositRequest,
  ManualDepositRequest,
} from '@wl/api-client/contract/deposit-calls';
import { moneyKeys } from '../money-shared/keys';

export function depositMethodsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'depositMethods'),
    queryFn: ({ signal }) => client.call(moneyCalls.depositMethods, { signal }),
    staleTime: 60_000,
  });
}

export function depositPromotionsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'depositPromotions'),
    queryFn: ({ signal }) => client.call(moneyCalls.depositPromotions, { signal }),
  });
}

export function createManualDeposit(client: ApiClient, body: ManualDepositRequest, idempotencyKey: string) {
  return client.call(moneyCalls.manualDeposit, { body, idempotencyKey });
}

export function createGatewayDeposit(client: ApiClient, body: GatewayDepositRequest, idempotencyKey: string) {
  return client.call(moneyCalls.gatewayDeposit, { body, idempotencyKey });
}

export function fetchDepositReport(client: ApiClient, query: DepositReportQuery, signal?: AbortSignal) {
  return client.call(moneyCalls.depositReport, { query: { ...query }, signal });
}

/** One order by its number (the gateway's return), polled while it waits for payment. */
export function depositOrderQueryOptions(client: ApiClient, token: string, orderNo: string) {
  const today = new Date().toISOString().slice(0, 10);
  return queryOptions({
    queryKey: moneyKeys.part(token, 'depositOrder', orderNo),
    queryFn: async ({ signal }) => {
      const page = await fetchDepositReport(client, { startDate: today, endDate: today, orderNo, size: 1 }, signal);
      return page.content[0] ?? null;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 40 ? 3_000 : false,
  });
}
