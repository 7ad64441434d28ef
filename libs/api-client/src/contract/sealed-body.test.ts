import { describe, expect, it } from 'vitest';
import {
  SealedBodyError,
  fromBase64,
  generateSealingKeyPair,
  importOpeningKey,
  importSealingKey,
  openSealedPayload,
  sealPayload,
  toBase64,
  type Sealed,
} from './sealed-body';

const headersOf = (sealed: Sealed) => ({
  encryption: sealed.headers.Encryption,
  'x-rsa': sealed.headers['X-RSA'],
  'x-digest': sealed.headers['X-Digest'],
  'x-sealed-at': sealed.headers['X-Sealed-At'],
});
const AT = 1_760_000_000_000;

describe('sealed credential bodies (RSA-OAEP-256 + AES-256-GCM)', async () => {
  const pair = await generateSealingKeyPair();
  const publicKey = await importSealingKey(pair.publicKey);
  const privateKey = await importOpeningKey(pair.privateKey);
  const payload = { type: 'username', username: 'demo', password: 'Demo1234!', remember: true };

  it('opens what was sealed, and the body never holds the password in clear or base64', async () => {
    const sealed = await sealPayload(payload, { keyId: 'k1', publicKey }, AT);
    expect(sealed.headers['X-RSA']).toBe('k1');
    expect(sealed.headers['X-Sealed-At']).toBe(String(AT));
    const wire = JSON.stringify(sealed);
    expect(wire).not.toContain('Demo1234!');
    expect(wire).not.toContain(btoa('Demo1234!'));
    expect(await openSealedPayload(sealed.body, headersOf(sealed), privateKey)).toEqual({
      payload,
      sealedAt: AT,
      sealId: expect.any(String),
    });
  });

  it('seals the same payload differently each time (fresh key and IV)', async () => {
    const a = await sealPayload(payload, { keyId: 'k1', publicKey }, AT);
    const b = await sealPayload(payload, { keyId: 'k1', publicKey }, AT);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    const [openedA, openedAgain, openedB] = await Promise.all([
      openSealedPayload(a.body, headersOf(a), privateKey),
      openSealedPayload(a.body, headersOf(a), privateKey),
      openSealedPayload(b.body, headersOf(b), privateKey),
    ]);
    expect(openedAgain.sealId).toBe(openedA.sealId);
    expect(openedB.sealId).not.toBe(openedA.sealId);
  });

  it.each([
    [
      'a flipped ciphertext byte',
      (s: Sealed) => {
        const bytes = fromBase64(s.body.value);
        bytes[20] = (bytes[20] ?? 0) ^ 1;
        return { body: { value: toBase64(bytes) }, headers: headersOf(s) };
      },
    ],
    [
      'a digest of another payload',
      (s: Sealed) => ({ body: s.body, headers: { ...headersOf(s), 'x-digest': btoa('x'.repeat(32)) } }),
    ],
    [
      'a key wrapped for another key pair',
      (s: Sealed) => ({ body: s.body, headers: { ...headersOf(s), encryption: btoa('y'.repeat(256)) } }),
    ],
    [
      'a body too short to hold an IV and tag',
      (s: Sealed) => ({ body: { value: btoa('short-body-1234') }, headers: headersOf(s) }),
    ],
    [
      'a changed sealing time',
      (s: Sealed) => ({ body: s.body, headers: { ...headersOf(s), 'x-sealed-at': String(AT + 60_000) } }),
    ],
  ])('refuses %s', async (_name, tamper) => {
    const sealed = await sealPayload(payload, { keyId: 'k1', publicKey }, AT);
    const { body, headers } = tamper(sealed);
    await expect(openSealedPayload(body, headers, privateKey)).rejects.toBeInstanceOf(SealedBodyError);
  });
});
