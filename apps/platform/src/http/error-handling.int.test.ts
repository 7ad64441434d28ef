import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { AppError } from './app-error';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.get('/wps/test/crash', async () => {
        throw new Error('database exploded at secret.ts:12');
      });
      app.get('/wps/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
        success: true,
        value: 1,
      }));
      app.get('/wps/test/app-error', async () => {
        throw new AppError('NO_PERMISSION', 'Sorry, this account does not have permission');
      });
    },
  });
});
afterAll(() => t.close());

describe('one error envelope', () => {
  it.each([
    ['GET', '/wps/no/such/call', 404, 'NOT_FOUND'],
    ['POST', '/wps/system/status', 404, 'NOT_FOUND'],
    ['GET', '/ops/unknown', 404, 'NOT_FOUND'],
    ['GET', '/wps/test/app-error', 403, 'NO_PERMISSION'],
  ] as const)('%s %s → %i %s', async (method, url, status, code) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(ErrorEnvelope.parse(response.json()).code).toBe(code);
  });

  it('answers a real failure with 500 UNKNOWN and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/test/crash' });
    expect(response.statusCode).toBe(500);
    const error = ErrorEnvelope.parse(response.json());
    expect(error.code).toBe('UNKNOWN');
    expect(response.body).not.toContain('exploded');
    expect(response.body).not.toContain('secret.ts');
  });

  it('answers 429 RATE_LIMITED on a route that turns the limiter on, and leaves other routes unlimited', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/wps/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/wps/test/limited' });
    expect(ErrorEnvelope.parse(limited.json()).code).toBe('RATE_LIMITED');
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers an unsupported body type with 415 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/X1/switches',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorEnvelope.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it('marks every answer nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
