import { z } from 'zod';
import type { Call } from '../contract/call';
import { ApiError } from './api-error';
import { buildUrl, createApiClient, summariseIssues, type ApiClientOptions } from './create-api-client';

function client(answer: () => Response | Promise<Response>, overrides: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async () => answer());
  const onSessionExpired = vi.fn();
  const onPasswordChangeRequired = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://api.example.test',
    merchant: 'AURORA01',
    getLanguage: () => 'ty',
    getToken: () => 'tok-123',
    onSessionExpired,
    onPasswordChangeRequired,
    device: 'web',
    fetch: fetchMock,
    ...overrides,
  });
  return { api, fetchMock, onSessionExpired, onPasswordChangeRequired };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const Count = z.number().int();
/** A call answering a whole number, as the transport tests need one. */
const counting = (method: 'GET' | 'POST', path: string) =>
  ({
    method,
    path,
    query: z.record(z.string(), z.unknown()),
    body: z.unknown(),
    answer: Count,
  }) as const satisfies Call;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('sends a described call: its method, path, module id, query and body, the answer parsed with its schema', async () => {
    const { api, fetchMock } = client(() => json({ success: true, value: 3 }));
    const unread = {
      method: 'POST',
      path: '/wps/relay/CSP_unreadCount',
      query: z.object({ a: z.number(), b: z.number().optional() }),
      body: z.object({ x: z.number() }),
      answer: Count,
      moduleId: 'INBOX3',
    } as const satisfies Call;
    await expect(api.call(unread, { query: { a: 1, b: undefined }, body: { x: 1 } })).resolves.toBe(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/wps/relay/CSP_unreadCount?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ ModuleId: 'INBOX3', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"x":1}');
  });

  it('fills a described path from its parameters and lets the caller name another module id', async () => {
    const { api, fetchMock } = client(() => json({ success: true, value: 1 }));
    const switches = {
      method: 'GET',
      path: '/ops/merchants/:merchant/switches',
      params: z.object({ merchant: z.string() }),
      answer: Count,
      moduleId: 'OPS',
    } as const satisfies Call;
    await api.call(switches, { params: { merchant: 'AURORA 01' }, moduleId: 'OTHER3' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/ops/merchants/AURORA%2001/switches');
    expect(init?.headers).toMatchObject({ ModuleId: 'OTHER3' });
  });

  it('refuses an answer that breaks the described schema as UNKNOWN', async () => {
    const { api } = client(() => json({ success: true, value: 'three' }));
    const error = await failure(api.call({ method: 'GET', path: '/wps/x', answer: Count } as const satisfies Call));
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toContain('unexpected shape');
    // By path and issue code: the browser loads no English issue texts.
    expect(error.message).toContain('(value): invalid_type, expected number');
  });

  it('names the first three issues of a broken answer by path and code', () => {
    const Row = z.object({ id: z.number(), name: z.string() });
    const parsed = z.safeParse(z.array(Row), [{ id: 'a', name: 1 }, { id: 2 }, {}]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(summariseIssues(parsed.error)).toBe(
      '0.id: invalid_type, expected number; 0.name: invalid_type, expected string; 1.name: invalid_type, expected string',
    );
  });

  it('sends the wire headers, the query string and a JSON body', async () => {
    const { api, fetchMock } = client(() => json({ success: true, value: 3 }));
    await expect(
      api.call(counting('POST', '/wps/relay/CSP_unreadCount'), {
        query: { a: 1, b: undefined },
        body: { x: 1 },
        moduleId: 'INBOX3',
      }),
    ).resolves.toBe(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/wps/relay/CSP_unreadCount?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Merchant: 'AURORA01',
      Language: 'TY',
      Authorization: 'tok-123',
      Device: 'web',
      ModuleId: 'INBOX3',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"x":1}');
  });

  it('sends the Idempotency-Key header of a call that moves money, and none otherwise', async () => {
    const { api, fetchMock } = client(() => json({ success: true, value: 1 }));
    await api.call(counting('POST', '/wps/transaction/withdraw'), {
      body: { amount: 1 },
      idempotencyKey: 'key-0123456789abcdef',
    });
    await api.call(counting('GET', '/wps/system/status'));
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'key-0123456789abcdef' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('leaves out Authorization when logged out', async () => {
    const { api, fetchMock } = client(() => json({ success: true, value: 1 }), { getToken: () => undefined });
    await api.call(counting('GET', '/wps/system/status'));
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it.each<[string, () => Response, string, RegExp]>([
    ['answer not matching the schema', () => json({ success: true, value: 'three' }), 'UNKNOWN', /unexpected shape/],
    ['answer not JSON', () => new Response('<html>oops</html>', { status: 502 }), 'UNKNOWN', /not JSON/],
    ['answer without envelope', () => json({ hello: 'world' }), 'UNKNOWN', /not a valid envelope/],
    [
      'error envelope with unknown code',
      () => json({ success: false, code: 'NOPE', message: 'x' }, 400),
      'UNKNOWN',
      /not a valid envelope/,
    ],
    [
      'error envelope',
      () => json({ success: false, code: 'USERNAME_EXISTS', message: 'taken' }, 409),
      'USERNAME_EXISTS',
      /taken/,
    ],
  ])('%s → ApiError %s', async (_name, answer, code, message) => {
    const { api } = client(answer);
    const error = await failure(api.call(counting('GET', '/x')));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.messageKey).toMatch(/^errors\./);
  });

  it('turns a network failure into ApiError UNKNOWN with status 0', async () => {
    const { api } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api.call(counting('GET', '/x')));
    expect([error.code, error.status]).toEqual(['UNKNOWN', 0]);
  });

  describe('request timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

    it('a call with no answer fails after the time-out as a timed-out ApiError, and aborts the request', async () => {
      const fetchMock = vi.fn(hanging);
      const { api } = client(() => json({}), { fetch: fetchMock, timeoutMs: 2_000 });
      const outcome = failure(api.call(counting('GET', '/wps/system/status')));
      await vi.advanceTimersByTimeAsync(2_000);
      const error = await outcome;
      expect([error.code, error.status, error.timedOut, error.messageKey]).toEqual([
        'UNKNOWN',
        0,
        true,
        'errors.unknown',
      ]);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    });

    it('an answer whose body never ends fails after the time-out too', async () => {
      const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"success":')) });
      const { api } = client(() => new Response(body, { status: 200 }), { timeoutMs: 2_000 });
      const outcome = failure(api.call(counting('GET', '/x')));
      await vi.advanceTimersByTimeAsync(2_000);
      expect((await outcome).timedOut).toBe(true);
    });

    it('the default is 15 s', async () => {
      const { api } = client(() => json({}), { fetch: vi.fn(hanging) });
      let settled = false;
      const outcome = failure(api.call(counting('GET', '/x'))).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome).timedOut).toBe(true);
    });

    it('the caller’s abort still rejects with the abort, never as a failure of the platform', async () => {
      const { api } = client(() => json({}), { fetch: vi.fn(hanging), timeoutMs: 2_000 });
      const caller = new AbortController();
      const outcome = api.call(counting('GET', '/x'), { signal: caller.signal });
      caller.abort();
      await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
      expect(api.connectivity.online()).toBe(true);
    });

    it('an answer in time leaves no timer behind', async () => {
      const { api } = client(() => json({ success: true, value: 7 }), { timeoutMs: 2_000 });
      await expect(api.call(counting('GET', '/x'))).resolves.toBe(7);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('tells its connectivity: no answer = offline, any answer (an HTTP error too) = online, an abort = nothing', async () => {
    let outcome: 'none' | 'http-error' | 'abort' = 'none';
    const { api } = client(() => {
      if (outcome === 'none') throw new TypeError('Failed to fetch');
      if (outcome === 'abort') throw new DOMException('aborted', 'AbortError');
      return json({ success: false, code: 'UNKNOWN', message: 'boom' }, 503);
    });
    expect(api.connectivity.online()).toBe(true);
    await failure(api.call(counting('GET', '/x')));
    expect(api.connectivity.online()).toBe(false);
    outcome = 'abort';
    await api.call(counting('GET', '/x')).catch(() => undefined);
    expect(api.connectivity.online()).toBe(false);
    outcome = 'http-error';
    await failure(api.call(counting('GET', '/x')));
    expect(api.connectivity.online()).toBe(true);
  });

  it('carries the captcha flag of a failed login', async () => {
    const { api } = client(() =>
      json({ success: false, code: 'CAPTCHA_REQUIRED', message: 'Enter a captcha', value: { captcha: true } }, 400),
    );
    const error = await failure(api.call(counting('POST', '/wps/session/login'), { body: {} }));
    expect(error.captcha).toBe(true);
    expect(error.messageKey).toBe('errors.captchaRequired');
  });

  it.each<[string, string, string | undefined, boolean]>([
    ['session expired with a token', 'SESSION_EXPIRED', 'tok', true],
    ['not logged in with a token', 'NOT_LOGGED_IN', 'tok', true],
    ['not logged in without a token', 'NOT_LOGGED_IN', undefined, false],
    ['other error with a token', 'NO_PERMISSION', 'tok', false],
  ])('session-expired handler: %s → %s', async (_name, code, token, called) => {
    const { api, onSessionExpired } = client(() => json({ success: false, code, message: 'm' }, 401), {
      getToken: () => token,
    });
    await failure(api.call(counting('GET', '/x')));
    expect(onSessionExpired).toHaveBeenCalledTimes(called ? 1 : 0);
  });

  it.each<[string, string, string | undefined, boolean, boolean]>([
    ['password change required with a token', 'PASSWORD_CHANGE_REQUIRED', 'tok', true, false],
    ['password change required without a token', 'PASSWORD_CHANGE_REQUIRED', undefined, false, false],
    ['session expired with a token', 'SESSION_EXPIRED', 'tok', false, true],
    ['other error with a token', 'NO_PERMISSION', 'tok', false, false],
  ])('password-change handler: %s → %s', async (_name, code, token, changeCalled, expiredCalled) => {
    const { api, onPasswordChangeRequired, onSessionExpired } = client(
      () => json({ success: false, code, message: 'm' }, 403),
      {
        getToken: () => token,
      },
    );
    const error = await failure(api.call(counting('GET', '/x')));
    expect(error.code).toBe(code);
    expect(onPasswordChangeRequired).toHaveBeenCalledTimes(changeCalled ? 1 : 0);
    expect(onSessionExpired).toHaveBeenCalledTimes(expiredCalled ? 1 : 0);
  });
});

describe('buildUrl', () => {
  it.each<[string, string, Record<string, string | number | boolean | undefined> | undefined, string]>([
    ['', '/wps/system/status', undefined, '/wps/system/status'],
    ['https://h.test/', '/a', { pageNo: 1, pageSize: 24 }, 'https://h.test/a?pageNo=1&pageSize=24'],
    ['', '/a', { gameName: 'Fa Cai & Co', empty: undefined }, '/a?gameName=Fa+Cai+%26+Co'],
  ])('%s + %s', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});
