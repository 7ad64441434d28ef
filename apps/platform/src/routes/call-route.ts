import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Call, CallReply } from '@wl/api-client/contract';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import type { SealingKeys } from '../accounts/sealing/sealing-keys';
import { PreparedAnswer, matchesEtag } from '../http/etag';
import { parseRequest } from '../http/validate';

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/**
 * What a handler of a described call gets. The parts are parsed with the call's schemas when the handler asks
 * for them, so it decides the order of its checks (a session before the body, as before): a part that breaks
 * its schema is a 400 naming the fields; a sealed body is opened first (single use, decision 0049).
 */
export interface CallContext<C extends Call> {
  request: FastifyRequest;
  reply: FastifyReply;
  query(): Output<C['query']>;
  params(): Output<C['params']>;
  body(): Promise<Output<C['body']>>;
  /**
   * The answer checked, wrapped and serialised once, for a handler that keeps it and sends it again (the
   * catalogue): returned by the handler, it goes out with its ETag and `no-cache`, or as a 304 to a caller that
   * holds it already.
   */
  prepare(value: CallReply<C>): PreparedAnswer;
}

/** Answers the call's `value` (the envelope is added by the route), or an answer it prepared. */
export type CallHandler<C extends Call> = (context: CallContext<C>) => Promise<CallReply<C> | PreparedAnswer>;

export interface CallRouteSettings {
  /** Opens sealed bodies. */
  sealing: SealingKeys;
  /** Outside production every answer is checked against the call's answer schema: a mismatch is a 500 and a log line. */
  checkAnswers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    callRouteSettings: CallRouteSettings;
  }
}

/** Once, in the composition root, before any call is registered. */
export function installCallRoutes(app: FastifyInstance, settings: CallRouteSettings): void {
  app.decorate('callRouteSettings', settings);
}

/** The answer broke its own contract: a fault of the platform, never of the caller. */
export class ContractAnswerError extends Error {
  constructor(call: Call, issues: readonly z.core.$ZodIssue[]) {
    const summary = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`)
      .join('; ');
    super(`${call.method} ${call.path} answered outside its contract: ${summary}`);
    this.name = 'ContractAnswerError';
  }
}

/**
 * Registers one described call (`@wl/api-client/contract`): its method and path, the parsing of its parts,
 * the `{ success: true, value }` envelope and, outside production, the check of the answer against its schema.
 */
export function onCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  /** Route settings, e.g. `{ config: { rateLimit: { max: 30, timeWindow: 60_000 } } }`. */
  options: Pick<RouteShorthandOptions, 'config'> = {},
): void {
  const settings = app.callRouteSettings;
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const answer = await handler(callContext(call, request, reply, settings));
      if (answer instanceof PreparedAnswer) return sendPrepared(request, reply, answer);
      return envelope(call, answer as CallReply<C>, settings);
    },
  });
}

function envelope<C extends Call>(call: C, value: CallReply<C>, settings: CallRouteSettings) {
  if (settings.checkAnswers) {
    const checked = z.safeParse(call.answer, value);
    if (!checked.success) throw new ContractAnswerError(call, checked.error.issues);
  }
  return { success: true, value };
}

/** A prepared answer is revalidated on every use: ETag → 304. */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.header('Cache-Control', 'no-cache').header('ETag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

function callContext<C extends Call>(
  call: C,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CallRouteSettings,
): CallContext<C> {
  const part = (schema: z.core.$ZodType | undefined, data: unknown, name: 'query' | 'params'): unknown =>
    schema === undefined ? undefined : parseRequest(schema, data ?? {}, name);
  return {
    request,
    reply,
    query: () => part(call.query, request.query, 'query') as Output<C['query']>,
    params: () => part(call.params, request.params, 'params') as Output<C['params']>,
    body: async () => {
      const schema = call.body;
      if (schema === undefined) return undefined as Output<C['body']>;
      if (call.sealed) return (await openSealedRequest(request, settings.sealing, schema)) as Output<C['body']>;
      return parseRequest(schema, request.body ?? {}, 'body') as Output<C['body']>;
    },
    prepare: (value) => new PreparedAnswer(JSON.stringify(envelope(call, value, settings))),
  };
}
