import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { moneyCalls } from '@wl/api-client/contract';
import type { AcceptPromoRequest, PromotionCategory, RebateReportQuery } from '@wl/api-client/contract/rewards-calls';
import { moneyKeys } from '../money-shared/keys';

export function rankProgressQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'rank'),
    queryFn: ({ signal }) => client.call(moneyCalls.rankProgress, { signal }),
    staleTime: 60_000,
  });
}

export function claimListQueryOptions(client: ApiClient, token: string, category: PromotionCategory) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'claims', category),
    queryFn: ({ signal }) => client.call(moneyCalls.claimList, { query: { category }, signal }),
  });
}

export function acceptPromotion(client: ApiClient, body: AcceptPromoRequest) {
  return client.call(moneyCalls.acceptPromo, { body });
}

export function referralQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'referral'),
    queryFn: ({ signal }) => client.call(moneyCalls.referralDetails, { signal }),
    staleTime: 60_000,
  });
}

export function rebateSettingsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'rebateSettings'),
    queryFn: ({ signal }) => client.call(moneyCalls.rebateSettings, { signal }),
  });
}

export function manualRebateQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'manualRebate'),
    queryFn: ({ signal }) => client.call(moneyCalls.manualRebate, { signal }),
  });
}

export function claimRebate(client: ApiClient) {
  return client.call(moneyCalls.claimRebate, { body: {} });
}

export function fetchRebateReport(client: ApiClient, query: RebateReportQuery, signal: AbortSignal) {
  return client.call(moneyCalls.rebateReport, { query: { ...query }, signal });
}
