import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import { gameKeys } from '../catalogue/game-keys';

/**
 * The banners of the announcement call (spec §3 banner: url, groupName, linkage; §7 announcements):
 * the task page's hot news.
 */
export function bannersQueryOptions(client: ApiClient, merchantCode: string) {
  return queryOptions({
    queryKey: [...gameKeys.all, 'banners', merchantCode] as const,
    queryFn: async ({ signal }) =>
      (await client.call(contentCalls.announcements, { query: { types: 'B', platform: 'M', merchantCode }, signal }))
        .banners,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
