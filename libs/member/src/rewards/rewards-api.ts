import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  AcceptPromoResult,
  ClaimList,
  ManualRebate,
  RankProgress,
  RebateClaimResult,
  RebateReport,
  RebateSettings,
  ReferralDetails,
  acceptPromoPath,
  claimListPath,
  manualRebatePath,
  rankProgressPath,
  rebateReportPath,
  rebateSettingsPath,
  referralDetailsPath,
} from '@wl/api-client/contract';
import type { AcceptPromoRequest, PromotionCategory, RebateReportQuery } from '@wl/api-client/contract';
import { moneyKeys } from '../money-shared/keys';

export function rankProgressQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'rank'),
    queryFn: ({ signal }) => client.get(rankProgressPath, { schema: RankProgress, signal }),
    staleTime: 60_000,
  });
}

export function claimListQueryOptions(client: ApiClient, token: string, category: PromotionCategory) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'claims', category),
    queryFn: ({ signal }) =>
      client.get(claimListPath, { schema: ClaimList, query: { category }, signal, moduleId: 'REWCEN3' }),
  });
}

export function acceptPromotion(client: ApiClient, body: AcceptPromoRequest) {
  return client.post(acceptPromoPath, { schema: AcceptPromoResult, body, moduleId: 'REWCEN3' });
}

export function referralQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'referral'),
    queryFn: ({ signal }) => client.get(referralDetailsPath, { schema: ReferralDetails, signal }),
    staleTime: 60_000,
  });
}

export function rebateSettingsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'rebateSettings'),
    queryFn: ({ signal }) => client.get(rebateSettingsPath, { schema: RebateSettings, signal }),
  });
}

export function manualRebateQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'manualRebate'),
    queryFn: ({ signal }) => client.get(manualRebatePath, { schema: ManualRebate, signal, moduleId: 'MANPLAYREB3' }),
  });
}

export function claimRebate(client: ApiClient) {
  return client.post(manualRebatePath, { schema: RebateClaimResult, body: {}, moduleId: 'MANPLAYREB3' });
}

export function fetchRebateReport(client: ApiClient, query: RebateReportQuery, signal: AbortSignal) {
  return client.get(rebateReportPath, { schema: RebateReport, query: { ...query }, signal, moduleId: 'PLYRBT' });
}
