import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox';

/** Sends a text message to an E.164 number. A real gateway implements this. */
export interface SmsProvider {
  send(to: string, text: string, meta: { purpose: string; code: string }): Promise<void>;
}

/** Sends an e-mail. A real mail service implements this. */
export interface MailProvider {
  send(to: string, subject: string, text: string, meta: { purpose: string; code: string }): Promise<void>;
}

/**
 * Development providers: nothing leaves the machine; each message is written to the server log and
 * kept in an outbox that `/dev/outbox/*` shows (those routes do not exist in production mode).
 */
export function devSmsProvider(outbox: Outbox, log?: FastifyBaseLogger): SmsProvider {
  return {
    async send(to, text, meta) {
      log?.info({ to, purpose: meta.purpose }, `dev SMS to ${to}: ${text}`);
      await outbox.add({ to, purpose: meta.purpose, code: meta.code, text, sentAt: Date.now() });
    },
  };
}

export function devMailProvider(outbox: Outbox, log?: FastifyBaseLogger): MailProvider {
  return {
    async send(to, subject, text, meta) {
      log?.info({ to, purpose: meta.purpose }, `dev mail to ${to}: ${subject}`);
      await outbox.add({ to, purpose: meta.purpose, code: meta.code, text, sentAt: Date.now() });
    },
  };
}

/** Outbox lookup by `to`: an e-mail address (any case), an E.164 number, or its national digits. */
export function outboxMatcher(query: string): (to: string) => boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted.includes('@')) return (to) => to.toLowerCase() === wanted;
  const digits = wanted.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return () => false;
  return (to) => to.replace(/\D/g, '').endsWith(digits);
}
