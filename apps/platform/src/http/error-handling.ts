import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errorEnvelope } from './app-error';
import { errorStatus } from './error-status';

const UNKNOWN_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** The HTTP status a framework or plugin error carries (e.g. 400 bad JSON, 415, 413), if any. */
function clientStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as Partial<FastifyError>).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * One error envelope for everything: our AppErrors as they are; Fastify's client errors (bad JSON,
 * wrong content type, body too large) as BAD_REQUEST; rate limits as RATE_LIMITED; unknown paths as
 * NOT_FOUND; anything else is logged and answered 500 UNKNOWN without details.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorEnvelope(error.code, error.message, error.value));
    }
    const status = clientStatus(error);
    if (status === 429) {
      return reply
        .status(errorStatus.RATE_LIMITED)
        .send(errorEnvelope('RATE_LIMITED', 'Too many requests, please try again later.'));
    }
    if (status !== null) {
      const { code, message } = error as Partial<FastifyError>;
      return reply
        .status(status)
        .send(errorEnvelope('BAD_REQUEST', code?.startsWith('FST_') && message ? message : 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(errorStatus.UNKNOWN).send(errorEnvelope('UNKNOWN', UNKNOWN_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
    return reply
      .status(errorStatus.NOT_FOUND)
      .send(errorEnvelope('NOT_FOUND', `No such call: ${request.method} ${path}`));
  });
}
