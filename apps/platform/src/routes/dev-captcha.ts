import type { FastifyInstance } from 'fastify';
import { devCalls } from '@wl/api-client/contract';
import type { Queryable } from '../db/db';
import { onCall } from './call-route';

/**
 * Development only (never registered in production mode): the answer of an image captcha, so
 * browser journeys can fill forms that need one (feedback). Like the dev outboxes.
 */
export function devCaptchaRoute(app: FastifyInstance, db: Queryable): void {
  onCall(app, devCalls.captchaAnswer, async ({ reply, query }) => {
    const { id } = query();
    const [row] = await db.query<{ answer: string }>('SELECT answer FROM captcha_challenges WHERE id = $1', [id]);
    reply.header('Cache-Control', 'no-store');
    return { answer: row?.answer ?? null };
  });
}
