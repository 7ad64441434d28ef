import { z } from 'zod/mini';

/**
 * Encrypted request bodies (login, registration, password change, password by phone).
 *
 * Wire shape of the platform family (wire-format.md), with sound cryptography underneath:
 * - body `{ "value": base64(iv ‖ AES-256-GCM ciphertext+tag) }` of the JSON payload;
 * - header `Encryption`: base64 of the random AES key wrapped with the platform's RSA-OAEP (SHA-256) public key;
 * - header `X-RSA`: the id of the public key used (keys can rotate);
 * - header `X-Digest`: base64 SHA-256 of the JSON payload, checked after decryption;
 * - header `X-Sealed-At`: when it was sealed (ms since the epoch, on the platform's clock), bound to the
 *   ciphertext as AES-GCM associated data so it cannot be changed. The platform takes a sealed body once,
 *   and only within a short window of that time (docs/decisions/0049-single-use-sealed-bodies.md).
 *
 * WebCrypto only, so the same code runs in the browser (seal) and on the platform (open).
 */
export const sealedHeaderNames = {
  key: 'encryption',
  keyId: 'x-rsa',
  digest: 'x-digest',
  sealedAt: 'x-sealed-at',
} as const;

export const SealedBody = z.object({ value: z.string().check(z.minLength(16), z.maxLength(64 * 1024)) });
export type SealedBody = z.infer<typeof SealedBody>;

export const SealedHeaders = z.object({
  encryption: z.string().check(z.minLength(16), z.maxLength(2048)),
  'x-rsa': z.string().check(z.minLength(1), z.maxLength(128)),
  'x-digest': z.string().check(z.minLength(16), z.maxLength(128)),
  'x-sealed-at': z.string().check(z.regex(/^\d{1,15}$/)),
});
export type SealedHeaders = z.infer<typeof SealedHeaders>;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s)
    throw new Error(
      'WebCrypto is not available: credentials can only be sent from a secure context (https or localhost)',
    );
  return s;
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function importSealingKey(publicKeyBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(publicKeyBase64), RSA, false, ['encrypt']);
}

export function importOpeningKey(privateKeyPkcs8Base64: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(privateKeyPkcs8Base64), RSA, false, ['decrypt']);
}

/** A new RSA-OAEP key pair for the platform, exported as base64 SPKI / PKCS#8. */
export async function generateSealingKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const [spki, pkcs8] = await Promise.all([
    subtle().exportKey('spki', pair.publicKey),
    subtle().exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export interface Sealed {
  body: SealedBody;
  /** The headers to send with the body. */
  headers: { Encryption: string; 'X-RSA': string; 'X-Digest': string; 'X-Sealed-At': string };
}

/** The associated data that binds the sealing time to the ciphertext. */
const sealedAtData = (sealedAt: string) => new TextEncoder().encode(`sealed-at:${sealedAt}`);

/** Seals a JSON payload for the platform (browser side); `sealedAt` is the platform's time (ms) as the client knows it. */
export async function sealPayload(
  payload: unknown,
  key: { keyId: string; publicKey: CryptoKey },
  sealedAt: number,
): Promise<Sealed> {
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const at = String(Math.trunc(sealedAt));
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: sealedAtData(at) }, aesKey, plain),
  );
  const rawKey = await subtle().exportKey('raw', aesKey);
  const wrapped = await subtle().encrypt(RSA, key.publicKey, rawKey);
  const digest = await subtle().digest('SHA-256', plain);
  const packed = new Uint8Array(iv.length + cipher.length);
  packed.set(iv);
  packed.set(cipher, iv.length);
  return {
    body: { value: toBase64(packed) },
    headers: {
      Encryption: toBase64(wrapped),
      'X-RSA': key.keyId,
      'X-Digest': toBase64(digest),
      'X-Sealed-At': at,
    },
  };
}

/** Why a sealed body could not be opened (the platform answers BAD_REQUEST without details). */
export class SealedBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedBodyError';
  }
}

/** An opened sealed body: the payload, when it was sealed, and an id unique to this one sealing. */
export interface OpenedSeal {
  payload: unknown;
  /** ms since the epoch (platform clock), authenticated by the ciphertext. */
  sealedAt: number;
  /** base64 SHA-256 of the body's random AES key: the same for a replayed body, different for every sealing. */
  sealId: string;
}

/** Opens a sealed body (platform side): unwraps the key, decrypts (checking the sealing time), checks the digest, parses JSON. */
export async function openSealedPayload(
  body: SealedBody,
  headers: SealedHeaders,
  privateKey: CryptoKey,
): Promise<OpenedSeal> {
  let plain: Uint8Array<ArrayBuffer>;
  let sealId: string;
  try {
    const rawKey = await subtle().decrypt(RSA, privateKey, fromBase64(headers.encryption));
    sealId = toBase64(await subtle().digest('SHA-256', rawKey));
    const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const packed = fromBase64(body.value);
    if (packed.length < 12 + 16) throw new SealedBodyError('sealed body too short');
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: packed.subarray(0, 12), additionalData: sealedAtData(headers['x-sealed-at']) },
        aesKey,
        packed.subarray(12),
      ),
    );
  } catch (cause) {
    if (cause instanceof SealedBodyError) throw cause;
    throw new SealedBodyError('sealed body could not be decrypted');
  }
  const digest = toBase64(await subtle().digest('SHA-256', plain));
  if (digest !== headers['x-digest']) throw new SealedBodyError('sealed body digest does not match X-Digest');
  try {
    return { payload: JSON.parse(new TextDecoder().decode(plain)), sealedAt: Number(headers['x-sealed-at']), sealId };
  } catch {
    throw new SealedBodyError('sealed body is not JSON');
  }
}
