import { z } from 'zod';
import type { Call } from '../contract/call';
import { generateSealingKeyPair, importOpeningKey, openSealedPayload } from '../contract/sealed-body';
import { createApiClient } from './create-api-client';

const password = 'Demo1234!';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const Ok = z.object({ ok: z.boolean() });
const login = {
  method: 'POST',
  path: '/wps/session/login',
  body: z.unknown(),
  answer: Ok,
  sealed: true,
} as const satisfies Call;
const plain = { method: 'POST', path: '/wps/x', body: z.unknown(), answer: Ok } as const satisfies Call;

describe('transport with sealed: true (credential bodies)', async () => {
  const pair = await generateSealingKeyPair();
  const privateKey = await importOpeningKey(pair.privateKey);

  function setup() {
    const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (url) =>
      String(url).endsWith('/wps/system/encryptionKey')
        ? json({
            success: true,
            value: {
              keyId: 'key-1',
              publicKey: pair.publicKey,
              algorithm: 'RSA-OAEP-256+A256GCM',
              serverTime: Date.now(),
            },
          })
        : json({ success: true, value: { ok: true } }),
    );
    const api = createApiClient({
      baseUrl: '',
      merchant: 'AURORA01',
      getLanguage: () => 'EN',
      getToken: () => undefined,
      fetch: fetchMock,
    });
    return { api, fetchMock };
  }

  it('fetches the public key once, seals each body and sets the encryption headers', async () => {
    const { api, fetchMock } = setup();
    const payload = { type: 'username', username: 'demo', password, remember: false };
    await api.call(login, { body: payload });
    await api.call(login, { body: payload });

    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.endsWith('/wps/system/encryptionKey'))).toHaveLength(1);
    expect(urls.filter((u) => u.endsWith('/wps/session/login'))).toHaveLength(2);

    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/wps/session/login'));
    const init = loginCall?.[1] ?? {};
    const headers = init.headers as Record<string, string>;
    expect(headers['X-RSA']).toBe('key-1');
    expect(headers.Encryption).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    expect(headers['X-Digest']).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(headers['Content-Type']).toBe('application/json');

    const wire = String(init.body);
    expect(Object.keys(JSON.parse(wire))).toEqual(['value']);
    for (const form of [password, btoa(password), btoa(btoa(password))]) {
      expect(wire).not.toContain(form);
      expect(JSON.stringify(headers)).not.toContain(form);
    }
    const opened = await openSealedPayload(
      JSON.parse(wire),
      {
        encryption: headers.Encryption ?? '',
        'x-rsa': headers['X-RSA'] ?? '',
        'x-digest': headers['X-Digest'] ?? '',
        'x-sealed-at': headers['X-Sealed-At'] ?? '',
      },
      privateKey,
    );
    expect(opened.payload).toEqual(payload);
  });

  it('sends an unsealed body as plain JSON without encryption headers', async () => {
    const { api, fetchMock } = setup();
    await api.call(plain, { body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['X-RSA']).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('seals with the platform clock, and after a REQUEST_REPLAYED refusal fetches the time again and seals once more', async () => {
    const HOUR = 3_600_000;
    let serverTime = Date.now() + HOUR;
    let logins = 0;
    const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (url) => {
      if (String(url).endsWith('/wps/system/encryptionKey')) {
        return json({
          success: true,
          value: { keyId: 'key-1', publicKey: pair.publicKey, algorithm: 'RSA-OAEP-256+A256GCM', serverTime },
        });
      }
      logins += 1;
      return logins === 2
        ? new Response(JSON.stringify({ success: false, code: 'REQUEST_REPLAYED', message: 'too old' }), {
            status: 409,
          })
        : json({ success: true, value: { ok: true } });
    });
    const api = createApiClient({
      baseUrl: '',
      merchant: 'AURORA01',
      getLanguage: () => 'EN',
      getToken: () => undefined,
      fetch: fetchMock,
    });
    const logIn = () => api.call(login, { body: { a: 1 } });
    await logIn();
    // The platform's clock moves on by a day against this one (a device that slept, a changed clock).
    serverTime += 24 * HOUR;
    await expect(logIn()).resolves.toEqual({ ok: true });

    const sealedAt = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/wps/session/login'))
      .map(([, init]) => Number((init?.headers as Record<string, string>)['X-Sealed-At']));
    expect(sealedAt).toHaveLength(3);
    // The first two sealings use the first offset (an hour ahead of this machine); the retry the new one.
    const near = (value: number | undefined, expected: number) => Math.abs((value ?? 0) - expected) < 60_000;
    expect([
      near(sealedAt[0], Date.now() + HOUR),
      near(sealedAt[1], Date.now() + HOUR),
      near(sealedAt[2], Date.now() + 25 * HOUR),
    ]).toEqual([true, true, true]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/wps/system/encryptionKey'))).toHaveLength(2);
  });

  it('does not retry a sealed call refused for another reason', async () => {
    const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (url) =>
      String(url).endsWith('/wps/system/encryptionKey')
        ? json({
            success: true,
            value: {
              keyId: 'key-1',
              publicKey: pair.publicKey,
              algorithm: 'RSA-OAEP-256+A256GCM',
              serverTime: Date.now(),
            },
          })
        : new Response(JSON.stringify({ success: false, code: 'INVALID_CREDENTIALS', message: 'no' }), { status: 401 }),
    );
    const api = createApiClient({
      baseUrl: '',
      merchant: 'AURORA01',
      getLanguage: () => 'EN',
      getToken: () => undefined,
      fetch: fetchMock,
    });
    await expect(api.call(login, { body: { a: 1 } })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/wps/session/login'))).toHaveLength(1);
  });
});
