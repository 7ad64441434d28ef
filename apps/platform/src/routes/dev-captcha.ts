import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';

const Query = z.object({ id: z.string().min(1).max(64) });

/**
 * Development only (never registered in production mode): the answer of an image captcha, so
 * browser journeys can fill forms that need one (feedback). Like the dev outboxes.
 */
export function devCaptchaRoute(app: FastifyInstance, db: Queryable): void {
  app.get('/dev/captcha', async (request, reply) => {
    const { id } = parseRequest(Query, request.query, 'query');
    const [row] = await db.query<{ answer: string }>('SELECT answer FROM captcha_challenges WHERE id = $1', [id]);
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: { answer: row?.answer ?? null } };
  });
}
