import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClient } from '@wl/api-client';
import { gameKeys } from './game-keys';

/**
 * The banners of the announcement call (spec §3 banner: url, groupName, linkage; §7 announcements).
 * Only the part the task page's hot news reads is validated here.
 */
export const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements';
const Banners = z.object({
  banners: z._default(
    z.array(
      z.object({ url: z.string(), groupName: z.optional(z.string()), linkage: z.optional(z.nullable(z.string())) }),
    ),
    [],
  ),
});

export function bannersQueryOptions(client: ApiClient, merchantCode: string) {
  return queryOptions({
    queryKey: [...gameKeys.all, 'banners', merchantCode] as const,
    queryFn: async ({ signal }) =>
      (
        await client.get(announcementsPath, {
          schema: Banners,
          query: { types: 'B', platform: 'M', merchantCode },
          moduleId: 'COMM3',
          signal,
        })
      ).banners,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
