import { gameCalls, moneyCalls, sessionCalls, systemCalls } from '@wl/api-client/contract';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { AccountsClient, valueOf } from '../testing/accounts-client';
import { brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = brandAt(0);
let t: TestApp;
let api: AccountsClient;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    // A call added without a word about caching: safe by default.
    extraRoutes: (app) =>
      app.get('/wps/member/new-call-without-headers', async () => ({ success: true, value: { balance: '10.00' } })),
  });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  const login = await api.login('demo', 'Demo1234!', {}, { ip: '10.9.0.1' });
  expect(login.headers['cache-control']).toBe('no-store');
  token = LoginResult.parse(valueOf(login)).token;
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);

describe('Cache-Control of the calls', () => {
  it.each([
    ['member info', sessionCalls.memberInfo.path],
    ['the balances', moneyCalls.memberWallets.path],
    [
      'the account record',
      `${moneyCalls.transactionRecord.path}?startDate=${today}&endDate=${today}&tzOffset=0&size=10&page=1`,
    ],
    ['a call that sets no header', '/wps/member/new-call-without-headers'],
  ])('%s answers no-store', async (_name, url) => {
    const response = await api.call('GET', url, undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a refused call (not logged in)', moneyCalls.memberWallets.path, 401],
    ['an unknown call', '/wps/member/no-such-call', 404],
  ])('%s answers no-store', async (_name, url, status) => {
    const response = await api.call('GET', url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the vendor game types', gameCalls.vendorGameTypes.path],
    ['the game list', `${gameCalls.gameList.path}?gameType=RNG&pageNo=1&pageSize=20`],
    ['the public sealing key', systemCalls.encryptionKey.path],
  ])('%s keeps its revalidated caching', async (_name, url) => {
    const response = await api.call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a public catalogue answer still revalidates with its ETag', async () => {
    const first = await api.call('GET', gameCalls.vendorGameTypes.path);
    const again = await api.call('GET', gameCalls.vendorGameTypes.path, undefined, {
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});
