import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { throttleAsync } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';

export interface AnnouncementParams {
  types: string;
  groupName?: string;
  merchantCode: string;
  /** The session token (read state is per member); undefined for visitors. */
  token: string | undefined;
  language: string;
}

/** Everything cached about content lives under `contentKeys.all`. */
export const contentKeys = {
  all: ['content'] as const,
  announcements: (p: AnnouncementParams) =>
    [
      ...contentKeys.all,
      'announcements',
      p.merchantCode,
      p.token ?? '',
      p.language,
      p.types,
      p.groupName ?? '',
    ] as const,
  announcementsAll: () => [...contentKeys.all, 'announcements'] as const,
};

/** GET MCSFE_getListAnnouncements (types, groupName, platform M, merchantCode; token when logged in). */
export function announcementsQueryOptions(client: ApiClient, params: AnnouncementParams) {
  return queryOptions({
    queryKey: contentKeys.announcements(params),
    queryFn: ({ signal }) =>
      client.call(contentCalls.announcements, {
        query: { types: params.types, groupName: params.groupName, platform: 'M', merchantCode: params.merchantCode },
        signal,
      }),
    staleTime: 30_000,
  });
}

const markers = new WeakMap<ApiClient, Map<number, () => Promise<unknown>>>();

/**
 * POST MCSFE_markAnnouncementAsRead, throttled to one call per 150 ms (spec §9) for each
 * announcement: repeated taps share one call, while another announcement is never dropped.
 */
export function markAnnouncementRead(client: ApiClient, announcementId: number): Promise<unknown> {
  let byId = markers.get(client);
  if (!byId) {
    byId = new Map();
    markers.set(client, byId);
  }
  let mark = byId.get(announcementId);
  if (!mark) {
    mark = throttleAsync(
      () => client.call(contentCalls.markAnnouncementRead, { body: { announcementId, read: true } }),
      150,
    );
    byId.set(announcementId, mark);
  }
  return mark();
}
