import type { FastifyInstance } from 'fastify';
import { OutboxQuery, mailOutboxPath, smsOutboxPath } from '@wl/api-client/contract';
import type { OkEnvelope } from '@wl/api-client/contract';
import type { Outbox, OutboxMessage } from '../accounts/sms/outbox';
import { outboxMatcher } from '../accounts/sms/providers';
import { parseRequest } from '../http/validate';

/**
 * Development only (never registered in production mode): what the dev SMS and mail providers
 * "sent" to an address, newest last, from the database (whichever instance sent it). `?to=` takes a national number, an E.164 number or an e-mail.
 */
export function devOutboxRoutes(app: FastifyInstance, outboxes: { sms: Outbox; mail: Outbox }): void {
  for (const [path, outbox] of [
    [smsOutboxPath, outboxes.sms],
    [mailOutboxPath, outboxes.mail],
  ] as const) {
    app.get(path, async (request, reply): Promise<OkEnvelope<{ messages: OutboxMessage[] }>> => {
      const { to } = parseRequest(OutboxQuery, request.query, 'query');
      reply.header('Cache-Control', 'no-store');
      return { success: true, value: { messages: await outbox.find(outboxMatcher(to)) } };
    });
  }
}
