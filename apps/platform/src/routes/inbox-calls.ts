import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireRealMember } from '../content/member-guards';
import { deleteInboxMessages, inboxPage, inboxUnread, readInboxMessage } from '../content/inbox-repo';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';

/** Inbox (MAILCEN): list, unread count, read, delete — the member's own messages only. */
export function inboxRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, contentCalls.inbox, async ({ request, query }) => {
    const { pageNo, pageSize } = query();
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    return inboxPage(deps.db, session.member.id, pageNo, pageSize);
  });

  onCall(app, contentCalls.inboxUnread, async ({ request }) => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    return inboxUnread(deps.db, session.member.id);
  });

  onCall(app, contentCalls.readInbox, async ({ request, body }) => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    const { id } = await body();
    const message = await readInboxMessage(deps.db, session.member.id, id, deps.clock.now());
    if (!message) throw new AppError('NOT_FOUND', 'There is no such message.');
    return message;
  });

  onCall(app, contentCalls.deleteInbox, async ({ request, body }) => {
    const { session } = await requireRealMember(deps, request, 'MAILCEN');
    const { ids } = await body();
    return { deleted: await deleteInboxMessages(deps.db, session.member.id, ids, deps.clock.now()) };
  });
}
