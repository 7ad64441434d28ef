import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { recordLogin } from './login-history-repo';
import { loginOrigin } from './login-origin';

/**
 * Called by each call that starts a session for a person (login, registration, handoff exchange) with the
 * answer it is about to give: records the login and passes the answer on.
 */
export async function withLoginRecorded<T extends { token: string }>(db: Queryable, request: FastifyRequest, started: T): Promise<T> {
  await recordLogin(db, started.token, loginOrigin(request));
  return started;
}
