import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { addChatMessage } from '../content/chat/chat-repo';
import {
  deleteAnnouncement,
  deleteHelpTopic,
  deleteInboxMessage,
  insertAnnouncement,
  insertHelpTopic,
  insertInboxMessage,
  memberIdOf,
} from '../content/ops-content-repo';
import { AppError } from '../http/app-error';
import { isBlocked } from '../protection/protection-guard';
import { onCall } from './call-route';
import { requireOpsToken } from './ops-switches';

/**
 * Operator content routes (bearer OPS_TOKEN): publish and withdraw announcements, popups, help
 * topics and inbox messages, and answer a member's chat. See docs/platform.md.
 */
export function contentOpsRoutes(app: FastifyInstance, deps: AccountDeps & { opsToken: string }): void {
  /** The operator token, then the merchant of the path (parsed by the call), which must exist. */
  const merchantOf = async (request: FastifyRequest, params: () => { code: string }): Promise<string> => {
    requireOpsToken(request, deps.opsToken);
    const { code } = params();
    const [row] = await deps.db.query<{ code: string }>('SELECT code FROM merchants WHERE code = $1', [code]);
    if (!row) throw new AppError('NOT_FOUND', `Unknown merchant code "${code}"`);
    return row.code;
  };
  const deleted = (n: number): { deleted: number } => {
    if (n === 0) throw new AppError('NOT_FOUND', 'Nothing to delete.');
    return { deleted: n };
  };

  onCall(app, opsCalls.publishAnnouncement, async ({ request, params, body }) => {
    const code = await merchantOf(request, params);
    const announcement = await body();
    return { id: await insertAnnouncement(deps.db, code, announcement, deps.clock.now()) };
  });
  onCall(app, opsCalls.deleteAnnouncement, async ({ request, params }) => {
    requireOpsToken(request, deps.opsToken);
    const { code, id } = params();
    return deleted(await deleteAnnouncement(deps.db, code, id));
  });

  onCall(app, opsCalls.publishHelpTopic, async ({ request, params, body }) => {
    const code = await merchantOf(request, params);
    const topic = await body();
    return { id: await insertHelpTopic(deps.db, code, topic) };
  });
  onCall(app, opsCalls.deleteHelpTopic, async ({ request, params }) => {
    requireOpsToken(request, deps.opsToken);
    const { code, id } = params();
    return deleted(await deleteHelpTopic(deps.db, code, id));
  });

  onCall(app, opsCalls.sendInboxMessage, async ({ request, params, body }) => {
    const code = await merchantOf(request, params);
    const message = await body();
    const now = deps.clock.now();
    // Nothing is sent or kept for a person who is excluded or taking a break (docs/decisions/0039).
    const [member] = await deps.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [code, message.username],
    );
    if (member && (await isBlocked(deps.db, member.id, now))) {
      throw AppError.in(
        'recipientExcluded',
        'This member is excluded or taking a break from play: no messages are sent to them.',
      );
    }
    const id = await insertInboxMessage(deps.db, code, message.username, message.title, message.content, now);
    if (id === null) throw new AppError('NOT_FOUND', `No member "${message.username}" in ${code}`);
    return { id };
  });
  onCall(app, opsCalls.deleteInboxMessage, async ({ request, params }) => {
    requireOpsToken(request, deps.opsToken);
    const { code, id } = params();
    return deleted(await deleteInboxMessage(deps.db, code, id));
  });

  onCall(app, opsCalls.replyChat, async ({ request, params, body }) => {
    const code = await merchantOf(request, params);
    const reply = await body();
    const memberId = await memberIdOf(deps.db, code, reply.username);
    if (memberId === null) throw new AppError('NOT_FOUND', `No member "${reply.username}" in ${code}`);
    const message = await addChatMessage(deps.db, memberId, 'operator', reply.text, deps.clock.now());
    return { id: message.id };
  });
}
