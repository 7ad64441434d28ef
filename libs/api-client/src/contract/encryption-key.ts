import { z } from 'zod/mini';

/**
 * GET /wps/system/encryptionKey: the public key that seals credentials (sealed-body.ts).
 *
 * Kept apart from sealed-body.ts on purpose: the call's description (`systemCalls.encryptionKey`) sits beside the
 * system status, which every first render loads, while the sealing code loads with the first sealed call
 * (docs/decisions/0024); a static import of sealed-body.ts from the calls file would pull all of it forward.
 */
export const EncryptionKey = z.object({
  keyId: z.string(),
  /** base64 of the SubjectPublicKeyInfo (DER) of an RSA-OAEP SHA-256 key. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** The platform's clock when it answered (ms since the epoch): the client seals with this time base. */
  serverTime: z.number(),
});
export type EncryptionKey = z.infer<typeof EncryptionKey>;
