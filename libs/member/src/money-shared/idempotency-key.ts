/**
 * A new Idempotency-Key for one intended money operation. A form keeps its key while the same
 * request is retried (a double tap, a lost answer) and takes a new one after success or any change.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
