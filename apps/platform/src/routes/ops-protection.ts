import type { FastifyInstance } from 'fastify';
import {
  OpsExclusionsQuery,
  OpsLiftBody,
  OpsLiftParams,
  OpsLimitBody,
  OpsMemberParams,
  OpsOperatorParams,
} from '@wl/api-client/contract';
import type { OkEnvelope, OpsExclusion, OpsExclusionList, OpsLimitResult } from '@wl/api-client/contract';
import type { Clock } from '../db/clock';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Db } from '../db/db';
import { parseRequest } from '../http/validate';
import { listBlocks, liftExclusion, setOperatorLimit } from '../protection/protection-ops';
import { requireOpsToken } from './ops-switches';

export interface OpsProtectionDeps {
  db: Db;
  opsToken: string;
  brands: BrandRegistry;
  clock: Clock;
}

/** The operator's player-protection calls (ops token; docs/decisions/0039). */
export function opsProtectionRoutes(app: FastifyInstance, deps: OpsProtectionDeps): void {
  app.get('/ops/operators/:operator/exclusions', async (request, reply): Promise<OkEnvelope<OpsExclusionList>> => {
    requireOpsToken(request, deps.opsToken);
    const { operator } = parseRequest(OpsOperatorParams, request.params, 'params');
    const query = parseRequest(OpsExclusionsQuery, request.query ?? {}, 'query');
    reply.header('Cache-Control', 'no-store');
    return {
      success: true,
      value: { exclusions: await listBlocks(deps.db, deps.brands, operator, query, deps.clock.now()) },
    };
  });

  app.post('/ops/operators/:operator/exclusions/:id/lift', async (request): Promise<OkEnvelope<OpsExclusion>> => {
    requireOpsToken(request, deps.opsToken);
    const { operator, id } = parseRequest(OpsLiftParams, request.params, 'params');
    const { reason } = parseRequest(OpsLiftBody, request.body ?? {}, 'body');
    const lifted = await liftExclusion(deps.db, deps.brands, operator, id, reason, deps.clock.now());
    request.log.info({ operator, exclusion: id }, 'exclusion lifted by the operator');
    return { success: true, value: lifted };
  });

  app.put(
    '/ops/merchants/:merchantCode/members/:username/limit',
    async (request): Promise<OkEnvelope<OpsLimitResult>> => {
      requireOpsToken(request, deps.opsToken);
      const target = parseRequest(OpsMemberParams, request.params, 'params');
      const body = parseRequest(OpsLimitBody, request.body ?? {}, 'body');
      const result = await setOperatorLimit(deps.db, target, body, deps.clock.now());
      request.log.info(
        { merchant: target.merchantCode, member: result.memberId, kind: body.kind, period: body.period },
        'operator limit set',
      );
      return { success: true, value: result };
    },
  );
}
