import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OpsAnnouncementBody,
  OpsChatReplyBody,
  OpsHelpTopicBody,
  OpsInboxBody,
  OpsMerchantParams,
} from '@wl/api-client/contract';
import type { OkEnvelope } from '@wl/api-client/contract';
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
import { parseRequest } from '../http/validate';
import { isBlocked } from '../protection/protection-guard';
import { requireOpsToken } from './ops-switches';

const ItemParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{2,32}$/), id: z.coerce.number().int().min(1) });

/**
 * Operator content routes (bearer OPS_TOKEN): publish and withdraw announcements, popups, help
 * topics and inbox messages, and answer a member's chat. See docs/platform.md.
 */
export function contentOpsRoutes(app: FastifyInstance, deps: AccountDeps & { opsToken: string }): void {
  const merchantOf = async (request: FastifyRequest): Promise<string> => {
    requireOpsToken(request, deps.opsToken);
    const { code } = parseRequest(OpsMerchantParams, request.params, 'params');
    const [row] = await deps.db.query<{ code: string }>('SELECT code FROM merchants WHERE code = $1', [code]);
    if (!row) throw new AppError('NOT_FOUND', `Unknown merchant code "${code}"`);
    return row.code;
  };
  const itemOf = async (request: FastifyRequest) => {
    requireOpsToken(request, deps.opsToken);
    return parseRequest(ItemParams, request.params, 'params');
  };
  const deleted = (n: number): OkEnvelope<{ deleted: number }> => {
    if (n === 0) throw new AppError('NOT_FOUND', 'Nothing to delete.');
    return { success: true, value: { deleted: n } };
  };

  app.post('/ops/merchants/:code/announcements', async (request): Promise<OkEnvelope<{ id: number }>> => {
    const code = await merchantOf(request);
    const body = parseRequest(OpsAnnouncementBody, request.body ?? {}, 'body');
    return { success: true, value: { id: await insertAnnouncement(deps.db, code, body, deps.clock.now()) } };
  });
  app.delete('/ops/merchants/:code/announcements/:id', async (request) => {
    const { code, id } = await itemOf(request);
    return deleted(await deleteAnnouncement(deps.db, code, id));
  });

  app.post('/ops/merchants/:code/help-topics', async (request): Promise<OkEnvelope<{ id: number }>> => {
    const code = await merchantOf(request);
    const body = parseRequest(OpsHelpTopicBody, request.body ?? {}, 'body');
    return { success: true, value: { id: await insertHelpTopic(deps.db, code, body) } };
  });
  app.delete('/ops/merchants/:code/help-topics/:id', async (request) => {
    const { code, id } = await itemOf(request);
    return deleted(await deleteHelpTopic(deps.db, code, id));
  });

  app.post('/ops/merchants/:code/inbox', async (request): Promise<OkEnvelope<{ id: number }>> => {
    const code = await merchantOf(request);
    const body = parseRequest(OpsInboxBody, request.body ?? {}, 'body');
    const now = deps.clock.now();
    // Nothing is sent or kept for a person who is excluded or taking a break (docs/decisions/0039).
    const [member] = await deps.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [code, body.username],
    );
    if (member && (await isBlocked(deps.db, member.id, now))) {
      throw AppError.in(
        'recipientExcluded',
        'This member is excluded or taking a break from play: no messages are sent to them.',
      );
    }
    const id = await insertInboxMessage(deps.db, code, body.username, body.title, body.content, now);
    if (id === null) throw new AppError('NOT_FOUND', `No member "${body.username}" in ${code}`);
    return { success: true, value: { id } };
  });
  app.delete('/ops/merchants/:code/inbox/:id', async (request) => {
    const { code, id } = await itemOf(request);
    return deleted(await deleteInboxMessage(deps.db, code, id));
  });

  app.post('/ops/merchants/:code/chat', async (request): Promise<OkEnvelope<{ id: number }>> => {
    const code = await merchantOf(request);
    const body = parseRequest(OpsChatReplyBody, request.body ?? {}, 'body');
    const memberId = await memberIdOf(deps.db, code, body.username);
    if (memberId === null) throw new AppError('NOT_FOUND', `No member "${body.username}" in ${code}`);
    const message = await addChatMessage(deps.db, memberId, 'operator', body.text, deps.clock.now());
    return { success: true, value: { id: message.id } };
  });
}
