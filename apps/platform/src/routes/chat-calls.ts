import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentCalls } from '@wl/api-client/contract';
import type { OkEnvelope } from '@wl/api-client/contract/envelope';
import type { AccountDeps } from '../accounts/account-deps';
import { safeBackUrl } from '../content/chat/back-url';
import {
  addChatMessage,
  chatSessionMember,
  chatUnread,
  createChatTicket,
  exchangeChatTicket,
  greetIfNew,
  readConversation,
} from '../content/chat/chat-repo';
import type { ChatMessage } from '../content/chat/chat-repo';
import { chatTexts } from '../content/chat/chat-texts';
import type { ChatTexts } from '../content/chat/chat-texts';
import { requireChatAllowed, requireRealMember } from '../content/member-guards';
import { AppError } from '../http/app-error';
import { PUBLIC_CACHE } from './cache-policy';
import { onCall } from './call-route';
import { parseRequest } from '../http/validate';

const pageDir = join(import.meta.dirname, '../content/chat/page');
const pageFiles = {
  '/chat/': { file: 'chat.html', type: 'text/html; charset=utf-8' },
  '/chat/chat.js': { file: 'chat.js', type: 'text/javascript; charset=utf-8' },
  '/chat/chat.css': { file: 'chat.css', type: 'text/css; charset=utf-8' },
} as const;
const pageCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SessionBody = z.object({ ticket: z.string().min(16).max(128) });
const MessageBody = z.object({ text: z.string().trim().min(1).max(1000) });

/** The chat page's own session: `Authorization: Chat <token>`. */
async function chatMember(deps: AccountDeps, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Chat\s+([A-Za-z0-9_-]{16,128})$/.exec(header) : null;
  const memberId = match?.[1] ? await chatSessionMember(deps.db, match[1], deps.clock.now()) : null;
  if (memberId === null)
    throw new AppError('SESSION_EXPIRED', 'The chat has ended, please open it again from the site.');
  return memberId;
}

/**
 * Live chat (CBS3): unread count, launch (a single-use ticket in the chat page's address), and the
 * chat page the platform serves itself — messages are stored, the operator greets new members and
 * answers through the operator route.
 */
export function chatRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, contentCalls.chatUnread, async ({ request }) => {
    const { session } = await requireRealMember(deps, request, 'CBS3');
    return { unReadCount: await chatUnread(deps.db, session.member.id) };
  });

  onCall(
    app,
    contentCalls.launchChat,
    async ({ request, query: parseQuery }) => {
      const { session } = await requireRealMember(deps, request, 'CBS3');
      const query = parseQuery();
      await requireChatAllowed(deps, session.member.id);
      const backUrl = safeBackUrl(query.backUrl, request.headers.host);
      if (!backUrl) {
        throw new AppError('BAD_REQUEST', 'backUrl must be a site path or an address of this site', {
          fields: [{ field: 'query.backUrl', problem: 'not a site path or an address of this site' }],
        });
      }
      const now = deps.clock.now();
      await greetIfNew(deps.db, session.member.id, chatTexts(query.language).greeting, now);
      const ticket = await createChatTicket(
        deps.db,
        session.member.id,
        { backUrl, headerColor: query.headerColor, title: query.title, language: query.language },
        now,
      );
      // The ticket travels in the fragment: never sent to a server, never in a referrer.
      return { chatUrl: `${request.protocol}://${request.headers.host ?? 'localhost'}/chat/#ticket=${ticket}` };
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  for (const [path, { file, type }] of Object.entries(pageFiles)) {
    const body = readFileSync(join(pageDir, file), 'utf8');
    app.get(path, { config: PUBLIC_CACHE }, async (_request, reply) => {
      reply
        .header('Content-Type', type)
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', pageCsp)
        .header('Referrer-Policy', 'no-referrer');
      return body;
    });
  }

  app.post(
    '/chat/api/session',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (
      request,
    ): Promise<
      OkEnvelope<{
        token: string;
        backUrl: string;
        headerColor: string;
        title: string;
        language: string;
        texts: ChatTexts;
      }>
    > => {
      const { ticket } = parseRequest(SessionBody, request.body ?? {}, 'body');
      const opened = await exchangeChatTicket(deps.db, ticket, deps.clock.now());
      if (!opened)
        throw new AppError('SESSION_EXPIRED', 'This chat link has expired. Please open the chat again from the site.');
      return { success: true, value: { ...opened, texts: chatTexts(opened.language) } };
    },
  );

  app.get('/chat/api/messages', async (request, reply): Promise<OkEnvelope<{ messages: ChatMessage[] }>> => {
    const memberId = await chatMember(deps, request);
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: { messages: await readConversation(deps.db, memberId, deps.clock.now()) } };
  });

  app.post(
    '/chat/api/messages',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request): Promise<OkEnvelope<ChatMessage>> => {
      const memberId = await chatMember(deps, request);
      const { text } = parseRequest(MessageBody, request.body ?? {}, 'body');
      return { success: true, value: await addChatMessage(deps.db, memberId, 'member', text, deps.clock.now()) };
    },
  );
}
