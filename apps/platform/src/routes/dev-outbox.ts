import type { FastifyInstance } from 'fastify';
import { devCalls } from '@wl/api-client/contract';
import type { Outbox } from '../accounts/sms/outbox';
import { outboxMatcher } from '../accounts/sms/providers';
import { onCall } from './call-route';

/**
 * Development only (never registered in production mode): what the dev SMS and mail providers
 * "sent" to an address, newest last, from the database (whichever instance sent it). `?to=` takes a national number, an E.164 number or an e-mail.
 */
export function devOutboxRoutes(app: FastifyInstance, outboxes: { sms: Outbox; mail: Outbox }): void {
  for (const [call, outbox] of [
    [devCalls.smsOutbox, outboxes.sms],
    [devCalls.mailOutbox, outboxes.mail],
  ] as const) {
    onCall(app, call, async ({ reply, query }) => {
      const { to } = query();
      reply.header('Cache-Control', 'no-store');
      return { messages: await outbox.find(outboxMatcher(to)) };
    });
  }
}
