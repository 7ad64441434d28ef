// Seals a login body the way the site does (RSA-OAEP wraps a fresh AES-GCM key), for the load scripts.
import { webcrypto as crypto } from 'node:crypto';

const b64 = (bytes) => Buffer.from(bytes).toString('base64');

/** Fetches the platform's public key once; the returned function seals one login body per call. */
export async function loginSealer(base, merchant) {
  const keyAnswer = await (await fetch(`${base}/wps/system/encryptionKey`)).json();
  const { keyId, publicKey } = keyAnswer.value;
  const rsa = await crypto.subtle.importKey('spki', Buffer.from(publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return async function seal(payload) {
    const plain = new TextEncoder().encode(JSON.stringify(payload));
    const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
    const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
    const packed = new Uint8Array(12 + cipher.length);
    packed.set(iv);
    packed.set(cipher, 12);
    return {
      body: JSON.stringify({ value: b64(packed) }),
      headers: {
        'content-type': 'application/json',
        merchant,
        encryption: b64(new Uint8Array(wrapped)),
        'x-rsa': keyId,
        'x-digest': b64(new Uint8Array(await crypto.subtle.digest('SHA-256', plain))),
      },
    };
  };
}
