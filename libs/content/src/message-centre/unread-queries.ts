import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { throttleAsync } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import { isRealMemberType } from '@wl/brand';
import { useApiClient, useFlags, useSessionInfo } from '@wl/session';
import { asksChatUnread } from '../chat/rules';
import { HOME_BANNER_GROUP } from '../notice/home-query';
import { unreadNotices } from '../notice/rules';
import { useAnnouncements } from '../notice/use-announcements';
import { contentKeys } from '../notice/announcement-queries';

type Count = () => Promise<number>;
const throttled = new WeakMap<ApiClient, { inbox: Count; chat: Count }>();

/** Unread counts are throttled to one call per 250 ms per kind (spec §9). */
function counters(client: ApiClient) {
  let found = throttled.get(client);
  if (!found) {
    found = {
      inbox: throttleAsync(() => client.call(contentCalls.inboxUnread), 250),
      chat: throttleAsync(() => client.call(contentCalls.chatUnread).then((v) => v.unReadCount), 250),
    };
    throttled.set(client, found);
  }
  return found;
}

export const unreadKeys = {
  all: [...contentKeys.all, 'unread'] as const,
  inbox: (token: string) => [...unreadKeys.all, 'inbox', token] as const,
  chat: (token: string) => [...unreadKeys.all, 'chat', token] as const,
};

export function inboxUnreadQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: unreadKeys.inbox(token),
    queryFn: () => counters(client).inbox(),
    staleTime: 15_000,
  });
}

export function chatUnreadQueryOptions(client: ApiClient, token: string) {
  return queryOptions({ queryKey: unreadKeys.chat(token), queryFn: () => counters(client).chat(), staleTime: 15_000 });
}

/**
 * The member's unread counts: announcements (player notices), inbox (MAILCEN, not for guests) and
 * chat (CBS3, member types 0, 1, 2 only). Visitors have none.
 */
export function useUnreadCounts(): { announcements: number; inbox: number; chat: number } {
  const client = useApiClient();
  const info = useSessionInfo();
  const flags = useFlags();
  const token = info?.token ?? '';
  const real = info !== undefined && isRealMemberType(info.type);
  const notices = useAnnouncements('B,PL,PU,H', HOME_BANNER_GROUP);
  const inbox = useQuery({ ...inboxUnreadQueryOptions(client, token), enabled: real && flags.MAILCEN });
  const chat = useQuery({ ...chatUnreadQueryOptions(client, token), enabled: asksChatUnread(flags.CBS3, info?.type) });
  return {
    announcements: unreadNotices(notices.data?.player ?? [], info !== undefined),
    inbox: real && flags.MAILCEN ? (inbox.data ?? 0) : 0,
    chat: asksChatUnread(flags.CBS3, info?.type) ? (chat.data ?? 0) : 0,
  };
}
