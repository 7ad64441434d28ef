/**
 * Customer-service entry paths travel "encrypted" as the spec describes: the last 8 characters
 * of the value are the key. This is obfuscation (the key travels with the value), kept for wire
 * compatibility; see docs/decisions/0004-customer-service-path.md. Pure and runtime-neutral.
 */
export const SERVICE_PATH_KEY_LENGTH = 8;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ (keyBytes[i % keyBytes.length] ?? 0));
}

/** `key` must be exactly 8 characters of [A-Za-z0-9]. */
export function encodeServicePath(path: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('service path key must be 8 letters or digits');
  return toBase64(xorWithKey(new TextEncoder().encode(path), key)) + key;
}

/** Returns null when the value is not a well-formed encoded path. */
export function decodeServicePath(value: string): string | null {
  if (value.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = value.slice(-SERVICE_PATH_KEY_LENGTH);
  const body = value.slice(0, -SERVICE_PATH_KEY_LENGTH);
  if (!/^[A-Za-z0-9]{8}$/.test(key)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(fromBase64(body), key));
  } catch {
    return null;
  }
}
