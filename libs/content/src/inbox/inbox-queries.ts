import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  DeleteInboxResult,
  InboxMessage,
  InboxPage,
  deleteInboxPath,
  inboxPath,
  readInboxPath,
} from '@wl/api-client/contract';
import { contentKeys } from '../notice/announcement-queries';

export const INBOX_PAGE_SIZE = 20;
export const inboxKeys = { list: (token: string) => [...contentKeys.all, 'inbox', token] as const };

/** GET CSP_getInbox, page by page (load more while pageNum < totalPages). */
export function inboxQueryOptions(client: ApiClient, token: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(token),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.get(inboxPath, {
        schema: InboxPage,
        moduleId: 'INBOX3',
        query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function readInbox(client: ApiClient, id: number): Promise<InboxMessage> {
  return client.post(readInboxPath, { schema: InboxMessage, moduleId: 'INBOX3', body: { id } });
}

export function deleteInbox(client: ApiClient, ids: number[]) {
  return client.post(deleteInboxPath, { schema: DeleteInboxResult, moduleId: 'INBOX3', body: { ids } });
}
