import { z } from 'zod';
import { generateSealingKeyPair, importOpeningKey, openSealedPayload } from '../contract/sealed-body';
import { createApiClient } from './create-api-client';

const password = 'Demo1234!';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('transport with sealed: true (credential bodies)', async () => {
  const pair = await generateSealingKeyPair();
  const privateKey = await importOpeningKey(pair.privateKey);

  function setup() {
    const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (url) =>
      String(url).endsWith('/wps/system/encryptionKey')
        ? json({ success: true, value: { keyId: 'key-1', publicKey: pair.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' } })
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
    const Ok = z.object({ ok: z.boolean() });
    await api.post('/wps/session/login', { schema: Ok, body: payload, sealed: true });
    await api.post('/wps/session/login', { schema: Ok, body: payload, sealed: true });

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
      { encryption: headers.Encryption ?? '', 'x-rsa': headers['X-RSA'] ?? '', 'x-digest': headers['X-Digest'] ?? '' },
      privateKey,
    );
    expect(opened).toEqual(payload);
  });

  it('sends an unsealed body as plain JSON without encryption headers', async () => {
    const { api, fetchMock } = setup();
    await api.post('/wps/x', { schema: z.object({ ok: z.boolean() }), body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['X-RSA']).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
