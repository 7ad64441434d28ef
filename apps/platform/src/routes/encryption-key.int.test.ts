import { EncryptionKey } from '@wl/api-client/contract/encryption-key';
import { accountCalls } from '@wl/api-client/contract';
import { fromBase64, sealPayload, toBase64 } from '@wl/api-client/contract/sealed-body';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const payload = { type: 'username', username: 'demo', password: 'Demo1234!' };

describe('GET /wps/system/encryptionKey and sealed bodies', () => {
  it('gives one RSA-OAEP public key, stored so every process shares it', async () => {
    const first = EncryptionKey.parse(valueOf(await api.call('GET', '/wps/system/encryptionKey')));
    const second = EncryptionKey.parse(valueOf(await api.call('GET', '/wps/system/encryptionKey')));
    expect({ ...second, serverTime: 0 }).toEqual({ ...first, serverTime: 0 });
    expect(first.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const rows = await t.db.query<{ key_id: string }>('SELECT key_id FROM sealing_keys');
    expect(rows.map((r) => r.key_id)).toEqual([first.keyId]);
  });

  it('opens a body sealed by the client', async () => {
    expect((await api.sealed('POST', accountCalls.login.path, payload)).statusCode).toBe(200);
  });

  async function tampered(change: (sealed: Awaited<ReturnType<typeof sealPayload>>) => void) {
    const sealed = await api.seal(payload);
    change(sealed);
    return api.call('POST', accountCalls.login.path, sealed.body, { headers: sealed.headers });
  }

  it.each([
    [
      'a flipped ciphertext byte',
      (s: Awaited<ReturnType<typeof sealPayload>>) => {
        const bytes = fromBase64(s.body.value);
        bytes[20] = (bytes[20] ?? 0) ^ 1;
        s.body.value = toBase64(bytes);
      },
    ],
    ['an unknown key id', (s: Awaited<ReturnType<typeof sealPayload>>) => (s.headers['X-RSA'] = 'k-unknown')],
    [
      'a digest of another payload',
      (s: Awaited<ReturnType<typeof sealPayload>>) => (s.headers['X-Digest'] = toBase64(new Uint8Array(32))),
    ],
    [
      'a wrapped key that is not ours',
      (s: Awaited<ReturnType<typeof sealPayload>>) => (s.headers.Encryption = toBase64(new Uint8Array(256))),
    ],
  ])('answers %s with 400 BAD_REQUEST and no details', async (_name, change) => {
    const response = await tampered(change);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value).toBeUndefined();
  });

  it('refuses a plain JSON body where a sealed one is expected', async () => {
    const response = await api.call('POST', accountCalls.login.path, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value).toBeUndefined();
  });
});
