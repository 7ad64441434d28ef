import Fastify from 'fastify';
import { z } from 'zod/mini';
import type { Call } from '@wl/api-client/contract';
import type { SealingKeys } from '../accounts/sealing/sealing-keys';
import { installErrorHandling } from '../http/error-handling';
import type { PreparedAnswer } from '../http/etag';
import { installCallRoutes, onCall } from './call-route';

const echo = {
  method: 'POST',
  path: '/ops/things/:id',
  params: z.object({ id: z.coerce.number().check(z.int()) }),
  query: z.object({ lang: z.optional(z.string()) }),
  body: z.strictObject({ name: z.string().check(z.minLength(1)) }),
  answer: z.object({ id: z.number(), name: z.string(), lang: z.nullable(z.string()) }),
} as const satisfies Call;
const broken = { method: 'GET', path: '/wps/broken', answer: z.object({ count: z.number() }) } as const satisfies Call;
const kept = { method: 'GET', path: '/wps/kept', answer: z.object({ count: z.number() }) } as const satisfies Call;
const keptBroken = {
  method: 'GET',
  path: '/wps/kept-broken',
  answer: z.object({ count: z.number() }),
} as const satisfies Call;

async function app(checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  installCallRoutes(app, { sealing: {} as SealingKeys, checkAnswers });
  onCall(app, echo, async ({ params, query, body }) => {
    const { id } = params();
    const { lang } = query();
    const { name } = await body();
    return { id, name, lang: lang ?? null };
  });
  // A handler whose answer breaks its own contract (a platform bug the check exists for).
  onCall(app, broken, async () => ({ count: 'many' }) as unknown as { count: number });
  // Prepared once, sent many times (as the catalogue does).
  let prepared: PreparedAnswer | undefined;
  onCall(app, kept, async ({ prepare }) => (prepared ??= prepare({ count: 3 })));
  onCall(app, keptBroken, async ({ prepare }) => prepare({ count: 'many' } as unknown as { count: number }));
  await app.ready();
  return app;
}

describe('onCall', () => {
  it('registers the described method and path, parses every part and wraps the answer in the envelope', async () => {
    const server = await app(true);
    const answer = await server.inject({ method: 'POST', url: '/ops/things/7?lang=EN', payload: { name: 'x' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, value: { id: 7, name: 'x', lang: 'EN' } });
    expect((await server.inject({ method: 'GET', url: '/ops/things/7' })).statusCode).toBe(404);
  });

  it.each([
    ['a body breaking its schema', '/ops/things/7', { name: '' }, 'body.name'],
    ['an unknown body field', '/ops/things/7', { name: 'x', extra: 1 }, 'body'],
    ['a path parameter breaking its schema', '/ops/things/seven', { name: 'x' }, 'params.id'],
  ])('answers %s with 400 BAD_REQUEST naming the field', async (_, url, payload, field) => {
    const answer = await (await app(true)).inject({ method: 'POST', url, payload });
    expect(answer.statusCode).toBe(400);
    const failure = answer.json();
    expect(failure.code).toBe('BAD_REQUEST');
    expect(failure.value.fields[0].field).toBe(field);
  });

  it('outside production, an answer that breaks its own schema is a 500 without details', async () => {
    const answer = await (await app(true)).inject({ method: 'GET', url: '/wps/broken' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ success: false, code: 'UNKNOWN' });
    expect(answer.body).not.toContain('many');
  });

  it('in production the answer is not checked again', async () => {
    const answer = await (await app(false)).inject({ method: 'GET', url: '/wps/broken' });
    expect(answer.json()).toEqual({ success: true, value: { count: 'many' } });
  });

  it('a prepared answer goes out in its envelope with its ETag, and as a 304 to a caller holding it', async () => {
    const server = await app(true);
    const first = await server.inject({ method: 'GET', url: '/wps/kept' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: { count: 3 } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.inject({ method: 'GET', url: '/wps/kept', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await server.inject({ method: 'GET', url: '/wps/kept', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('outside production, a prepared answer that breaks its schema is a 500 too', async () => {
    const answer = await (await app(true)).inject({ method: 'GET', url: '/wps/kept-broken' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('many');
  });
});
