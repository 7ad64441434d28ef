import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a gateway signs in its notification: `orderNo|amountCents|status`. */
export function notificationText(
  orderNo: string,
  amountCents: number,
  status: 'paid' | 'failed' | 'cancelled',
): string {
  return `${orderNo}|${amountCents}|${status}`;
}

/** HMAC-SHA256 (hex) of the notification text with the payment method's secret. */
export function signNotification(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time check of a notification's signature. */
export function validSignature(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(signNotification(secret, text), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
