import type { FastifyInstance } from 'fastify';
import {
  DeleteInboxRequest,
  InboxQuery,
  ReadInboxRequest,
  deleteInboxPath,
  inboxPath,
  inboxUnreadPath,
  readInboxPath,
} from '@wl/api-client/contract';
import type { InboxMessage, InboxPage, OkEnvelope } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireRealMember } from '../content/member-guards';
import { deleteInboxMessages, inboxPage, inboxUnread, readInboxMessage } from '../content/inbox-repo';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';

/** Inbox (MAILCEN): list, unread count, read, delete — the member's own messages only. */
export function inboxRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(inboxPath, async (request): Promise<OkEnvelope<InboxPage>> => {
    const query = parseRequest(InboxQuery, request.query, 'query');
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    return { success: true, value: await inboxPage(deps.db, session.member.id, query.pageNo, query.pageSize) };
  });

  app.get(inboxUnreadPath, async (request): Promise<OkEnvelope<number>> => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    return { success: true, value: await inboxUnread(deps.db, session.member.id) };
  });

  app.post(readInboxPath, async (request): Promise<OkEnvelope<InboxMessage>> => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    const { id } = parseRequest(ReadInboxRequest, request.body ?? {}, 'body');
    const message = await readInboxMessage(deps.db, session.member.id, id, deps.clock.now());
    if (!message) throw new AppError('NOT_FOUND', 'There is no such message.');
    return { success: true, value: message };
  });

  app.post(deleteInboxPath, async (request): Promise<OkEnvelope<{ deleted: number }>> => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    const { ids } = parseRequest(DeleteInboxRequest, request.body ?? {}, 'body');
    return {
      success: true,
      value: { deleted: await deleteInboxMessages(deps.db, session.member.id, ids, deps.clock.now()) },
    };
  });
}
