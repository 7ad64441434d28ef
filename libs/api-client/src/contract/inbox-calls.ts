import { z } from 'zod/mini';
import { ContentId, PageQuery } from './content-common';

/** Inbox (MAILCEN, module INBOX3): the member's messages from the operator. Contents are HTML. */
export const InboxQuery = z.object({ ...PageQuery });
export const InboxMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** ms since the epoch */
  sentAt: z.number(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

/** A page of messages, newest first. */
export const InboxPage = z.object({
  content: z.array(InboxMessage),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type InboxPage = z.infer<typeof InboxPage>;

/** GET, throttled to one call per 250 ms by the client: the unread count as a bare number. */
export const InboxUnread = z.number();

/** POST { id }: marks the message read and answers it. */
export const ReadInboxRequest = z.object({ id: ContentId });

/** POST { ids }: deletes messages of the member (others' ids are ignored). */
export const DeleteInboxRequest = z.object({ ids: z.array(ContentId).check(z.minLength(1), z.maxLength(50)) });
export const DeleteInboxResult = z.object({ deleted: z.number() });
