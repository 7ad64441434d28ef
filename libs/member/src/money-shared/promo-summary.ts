import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';
import type { PromoKey, PromoSummary } from '@wl/api-client/contract/promo-summary';
import { useBrand } from '@wl/brand';
import { entryAllowed, isRealMember, useApiClient, useFlags, useSessionInfo } from '@wl/session';
import type { PromoSwitch } from '@wl/session';
import { moneyKeys } from './keys';

/** The promotion summary of the session (or the visitor): the badges' counts and the promo switches. */
export function promoSummaryQueryOptions(client: ApiClient, token: string | undefined) {
  return queryOptions({
    queryKey: moneyKeys.promoSummary(token),
    queryFn: ({ signal }) => client.call(sessionCalls.promoSummary, { signal }),
    staleTime: 60_000,
  });
}

/** The promotion summary of the current session. */
export function usePromoSummary() {
  const client = useApiClient();
  const token = useSessionInfo()?.token;
  return useQuery(promoSummaryQueryOptions(client, token));
}

/** The summary of a real member (visitors and guests have nothing to claim: no call for them). */
function useRealMemberPromoSummary() {
  const client = useApiClient();
  const info = useSessionInfo();
  return useQuery({ ...promoSummaryQueryOptions(client, info?.token), enabled: isRealMember(info?.type) });
}

/**
 * Unclaimed rewards: the badge on the footer's member-centre entry and on the reward centre entry (0 until
 * known). The badge follows the one entry rule: none with REWCEN3 off, none for visitors and guests.
 */
export function useUnclaimedPromoCount(): number {
  const flags = useFlags();
  const info = useSessionInfo();
  const promotions = usePromoSwitches();
  const query = useRealMemberPromoSummary();
  const shown = entryAllowed('unclaimedBadge', { flags, promotions, loggedIn: info !== undefined, type: info?.type });
  return shown ? (query.data?.unclaimedCount ?? 0) : 0;
}

/** The MISSION and REFERRAL switches: the platform's (a member's summary) over the brand's defaults. */
export function usePromoSwitches(): Record<PromoSwitch, boolean> {
  const brand = useBrand();
  const { data } = useRealMemberPromoSummary();
  return {
    MISSION: promoOf(data, 'MISSION', brand.promotions.MISSION).enabled,
    REFERRAL: promoOf(data, 'REFERRAL', brand.promotions.REFERRAL).enabled,
  };
}

/** A promotion's switch and count from the summary, with the brand's default until the summary arrives. */
export function promoOf(
  summary: PromoSummary | undefined,
  key: PromoKey,
  brandDefault: boolean,
): { enabled: boolean; count: number } {
  const promo = summary?.promos.find((p) => p.key === key);
  return { enabled: promo?.enabled ?? brandDefault, count: promo?.count ?? 0 };
}
