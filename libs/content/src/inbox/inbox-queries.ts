import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import type { InboxMessage } from '@wl/api-client/contract/inbox-calls';
import { contentKeys } from '../notice/announcement-queries';

export const INBOX_PAGE_SIZE = 20;
export const inboxKeys = { list: (token: string) => [...contentKeys.all, 'inbox', token] as const };

/** GET CSP_getInbox, page by page (load more while pageNum < totalPages). */
export function inboxQueryOptions(client: ApiClient, token: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.call(contentCalls.inbox, { query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE }, signal }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function readInbox(client: ApiClient, id: number): Promise<InboxMessage> {
  return client.call(contentCalls.readInbox, { body: { id } });
}

export function deleteInbox(client: ApiClient, ids: number[]) {
  return client.call(contentCalls.deleteInbox, { body: { ids } });
}
