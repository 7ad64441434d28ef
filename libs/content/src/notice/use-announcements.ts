import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from '@wl/i18n';
import type { AnnouncementList } from '@wl/api-client/contract/announcement-calls';
import { useBrand } from '@wl/brand';
import { useApiClient, useSessionInfo } from '@wl/session';
import {
  announcementsQueryOptions,
  contentKeys,
  markAnnouncementRead,
  type AnnouncementParams,
} from './announcement-queries';
import { withRead } from './rules';

/** The current caller's parameters: merchant of the session (or the brand), token, language. */
export function useAnnouncementParams(types: string, groupName?: string): AnnouncementParams {
  const brand = useBrand();
  const info = useSessionInfo();
  const { i18n } = useTranslation();
  return {
    types,
    groupName,
    merchantCode: info?.merchantCode ?? brand.merchantCode,
    token: info?.token,
    language: i18n.language.toUpperCase(),
  };
}

/**
 * The announcements for the caller. A new answer reaches the readers in a transition (a deferred value): the banners,
 * the marquee and the popups it brings render in slices between the browser's own work instead of in the one long
 * task a store update makes React take (total blocking time); until then the readers keep the previous answer whole.
 */
export function useAnnouncements(types: string, groupName?: string, enabled = true) {
  const client = useApiClient();
  const params = useAnnouncementParams(types, groupName);
  return useDeferredValue(useQuery({ ...announcementsQueryOptions(client, params), enabled }));
}

/**
 * Mark-as-read (spec §4): set read locally, call the platform (throttled 150 ms), then reload the
 * announcements. Visitors have no read state on the platform: nothing is called for them.
 */
export function useMarkRead(types: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const params = useAnnouncementParams(types);
  return useCallback(
    async (id: number) => {
      if (!params.token) return;
      const key = announcementsQueryOptions(client, params).queryKey;
      queryClient.setQueryData<AnnouncementList>(key, (list) =>
        list
          ? {
              ...list,
              player: withRead(list.player, id),
              footer: { unreadCount: withRead(list.player, id).filter((n) => !n.read).length },
            }
          : list,
      );
      try {
        await markAnnouncementRead(client, id);
      } finally {
        await queryClient.invalidateQueries({ queryKey: contentKeys.announcementsAll() });
      }
    },
    [client, queryClient, params],
  );
}
