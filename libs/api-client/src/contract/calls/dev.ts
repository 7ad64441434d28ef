// Development-only calls (not served in production): the SMS and mail outboxes, captcha answers.
import type { Call } from '../call';
import { DevCaptchaAnswer, DevCaptchaQuery, Outbox, OutboxQuery } from '../verification-calls';

/** What the dev SMS provider "sent" to `?to=` (a national number, an E.164 number), newest last. */
export const smsOutbox = {
  method: 'GET',
  path: '/dev/outbox/sms',
  query: OutboxQuery,
  answer: Outbox,
} as const satisfies Call;

/** What the dev mail provider "sent" to `?to=` (an e-mail address), newest last. */
export const mailOutbox = {
  method: 'GET',
  path: '/dev/outbox/mail',
  query: OutboxQuery,
  answer: Outbox,
} as const satisfies Call;

/** The answer of an image captcha (`?id=`), so browser journeys can fill forms that need one; null when unknown. */
export const captchaAnswer = {
  method: 'GET',
  path: '/dev/captcha',
  query: DevCaptchaQuery,
  answer: DevCaptchaAnswer,
} as const satisfies Call;
