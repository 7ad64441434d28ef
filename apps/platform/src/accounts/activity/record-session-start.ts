import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { recordLogin } from './login-history-repo';
import { loginOrigin } from './login-origin';

/**
 * Called by each call that starts a session for a person (login, registration, handoff exchange, the
 * two-step code) with the answer it is about to give: records the login and passes the answer on. An
 * answer that asks for the two-step code started no session yet, so nothing is recorded for it.
 */
export async function withLoginRecorded<T extends { token: string } | { twoStepRequired: true }>(
  db: Queryable,
  request: FastifyRequest,
  answer: T,
): Promise<T> {
  if ('token' in answer) await recordLogin(db, answer.token, loginOrigin(request));
  return answer;
}
