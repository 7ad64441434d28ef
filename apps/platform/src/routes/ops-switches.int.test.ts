import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { OpsSwitchesResponse } from '@wl/api-client/contract/ops-switches';
import { callPath, opsCalls } from '@wl/api-client/contract';
import { TEST_OPS_TOKEN, brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const code = brandAt(0).merchantCode;
const path = callPath(opsCalls.setSwitches, { code });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

describe('PUT /ops/merchants/:code/switches', () => {
  it.each([
    ['no token', {}, 401, 'NOT_LOGGED_IN'],
    ['a wrong token', { authorization: 'Bearer not-the-token' }, 403, 'NO_PERMISSION'],
    ['a token of another scheme', { authorization: `Basic ${TEST_OPS_TOKEN}` }, 401, 'NOT_LOGGED_IN'],
  ])('refuses %s', async (_name, headers, status, errorCode) => {
    const response = await put(path, headers, { maintenance: true });
    expect(response.statusCode).toBe(status);
    expect(ErrorEnvelope.parse(response.json()).code).toBe(errorCode);
  });

  it('turns a switch on and answers the merchant’s switches', async () => {
    const response = await put(path, { authorization: `Bearer ${TEST_OPS_TOKEN}` }, { regionRestriction: true });
    expect(response.statusCode).toBe(200);
    expect(OpsSwitchesResponse.parse(response.json()).value).toEqual({
      merchantCode: code,
      maintenance: false,
      regionRestriction: true,
    });
  });

  it.each([
    ['a string instead of a boolean', { maintenance: 'yes' }, 'body.maintenance'],
    ['an unknown field', { maintenance: true, shutdown: true }, 'shutdown'],
    ['no switch at all', {}, 'give maintenance and/or regionRestriction'],
    ['an array', [true], 'body'],
  ])('answers 400 BAD_REQUEST with the field list for %s', async (_name, payload, mention) => {
    const response = await put(path, { authorization: `Bearer ${TEST_OPS_TOKEN}` }, payload);
    expect(response.statusCode).toBe(400);
    const error = ErrorEnvelope.parse(response.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.length).toBeGreaterThan(0);
    expect(JSON.stringify(error)).toContain(mention);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
      payload: '{"maintenance": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it.each([
    ['/ops/merchants/NOPE99/switches', 404, 'NOT_FOUND'],
    ['/ops/merchants/bad!code/switches', 400, 'BAD_REQUEST'],
  ])('%s → %i %s', async (url, status, errorCode) => {
    const response = await put(url, { authorization: `Bearer ${TEST_OPS_TOKEN}` }, { maintenance: true });
    expect(response.statusCode).toBe(status);
    expect(ErrorEnvelope.parse(response.json()).code).toBe(errorCode);
  });
});
