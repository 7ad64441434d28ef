import { accountCalls, gameCalls } from '@wl/api-client/contract';
import { AccountsClient, errorOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// PostgreSQL refuses U+0000 in any text value ("invalid byte sequence"), so a NUL that reached a query
// used to be a 500; PGlite stores it. Either way the platform must answer 400 before any query runs.
const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      // A call written without any schema: still protected.
      app.post('/wps/test/echo', async (request) => ({ success: true, value: request.body }));
    },
  });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('a NUL character in a request', () => {
  it('answers a sealed login with a NUL in the username with 400 BAD_REQUEST naming the field', async () => {
    const response = await api.login(`demo${NUL}`, 'Demo1234!', {}, { ip: '10.14.0.1' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields).toEqual([{ field: 'body.username', problem: expect.stringContaining('NUL') }]);
  });

  it('answers a query string with a NUL with 400 BAD_REQUEST naming the parameter', async () => {
    const response = await api.call('GET', `${gameCalls.gameList.path}?gameName=ab%00cd`);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields).toEqual([{ field: 'query.gameName', problem: expect.stringContaining('NUL') }]);
  });

  it('answers a sealed registration with a NUL in its e-mail with 400 before any row is written', async () => {
    const response = await api.sealed(
      'PUT',
      accountCalls.register.path,
      { username: 'nulmember1', password: 'Nul12345!', email: `a${NUL}@b.com` },
      { ip: '10.14.0.2' },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value?.fields?.[0]?.field).toBe('body.email');
    expect(await t.db.query("SELECT id FROM members WHERE username = 'nulmember1'")).toEqual([]);
  });

  it.each([
    ['a nested value', { profile: { names: ['ok', `bad${NUL}`] } }, 'body.profile.names.1'],
    ['an object key', { [`ke${NUL}y`]: 'value' }, 'body.ke\\u0000y'],
  ])('answers a JSON body with a NUL in %s with 400, also on a call without a schema', async (_name, body, field) => {
    const response = await api.call('POST', '/wps/test/echo', body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.map((f) => f.field)).toEqual([field]);
  });

  it('leaves a body without a NUL alone', async () => {
    const response = await api.call('POST', '/wps/test/echo', { profile: { names: ['ok'] } });
    expect(response.statusCode).toBe(200);
  });
});
