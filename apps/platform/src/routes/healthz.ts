import type { FastifyInstance } from 'fastify';
import { healthPath } from '@wl/api-client/contract/health';
import type { Health } from '@wl/api-client/contract/health';
import type { Db } from '../db/db';

/** GET /healthz: 200 `{ ok: true, db: true }`, or 503 when the database does not answer. */
export function healthzRoute(app: FastifyInstance, deps: { db: Db }): void {
  app.get(healthPath, async (request, reply): Promise<Health> => {
    try {
      await deps.db.query('SELECT 1 AS ok');
      return { ok: true, db: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not answering');
      reply.status(503);
      return { ok: false, db: false };
    }
  });
}
