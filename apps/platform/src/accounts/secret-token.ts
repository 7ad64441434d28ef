import { createHash, randomBytes } from 'node:crypto';

/** A random secret: 32 bytes (256 bits) as base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 (hex) of a secret: what the database keeps instead of the secret itself. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
