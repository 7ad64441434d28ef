import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { PromoSummary, promoSummaryPath } from '@wl/api-client/contract';
import type { PromoKey } from '@wl/api-client/contract';
import { isRealMember, useApiClient, useSessionInfo } from '@wl/session';
import { moneyKeys } from './keys';

/** GET MCS2_getUnclaimedPromotionCount for the session (or the visitor): the badges' counts and the promo switches. */
export function promoSummaryQueryOptions(client: ApiClient, token: string | undefined) {
  return queryOptions({
    queryKey: moneyKeys.promoSummary(token),
    queryFn: ({ signal }) => client.get(promoSummaryPath, { schema: PromoSummary, signal, moduleId: 'REWCEN3' }),
    staleTime: 60_000,
  });
}

/** The promotion summary of the current session. */
export function usePromoSummary() {
  const client = useApiClient();
  const token = useSessionInfo()?.token;
  return useQuery(promoSummaryQueryOptions(client, token));
}

/** Unclaimed rewards: the badge on the footer's member-centre entry and on the reward centre entry (0 until known). */
export function useUnclaimedPromoCount(): number {
  const client = useApiClient();
  const info = useSessionInfo();
  // Visitors and guests have nothing to claim: no call for them.
  const query = useQuery({ ...promoSummaryQueryOptions(client, info?.token), enabled: isRealMember(info?.type) });
  return query.data?.unclaimedCount ?? 0;
}

/** A promotion's switch and count from the summary, with the brand's default until the summary arrives. */
export function promoOf(summary: PromoSummary | undefined, key: PromoKey, brandDefault: boolean): { enabled: boolean; count: number } {
  const promo = summary?.promos.find((p) => p.key === key);
  return { enabled: promo?.enabled ?? brandDefault, count: promo?.count ?? 0 };
}
