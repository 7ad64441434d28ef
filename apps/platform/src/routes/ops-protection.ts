import type { FastifyInstance } from 'fastify';
import { opsCalls } from '@wl/api-client/contract';
import type { Clock } from '../db/clock';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Db } from '../db/db';
import { listBlocks, liftExclusion, setOperatorLimit } from '../protection/protection-ops';
import { onCall } from './call-route';
import { requireOpsToken } from './ops-switches';

export interface OpsProtectionDeps {
  db: Db;
  opsToken: string;
  brands: BrandRegistry;
  clock: Clock;
}

/** The operator's player-protection calls (ops token; docs/decisions/0039). */
export function opsProtectionRoutes(app: FastifyInstance, deps: OpsProtectionDeps): void {
  onCall(app, opsCalls.exclusions, async ({ request, reply, params, query }) => {
    requireOpsToken(request, deps.opsToken);
    const { operator } = params();
    const asked = query();
    reply.header('Cache-Control', 'no-store');
    return { exclusions: await listBlocks(deps.db, deps.brands, operator, asked, deps.clock.now()) };
  });

  onCall(app, opsCalls.liftExclusion, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { operator, id } = params();
    const { reason } = await body();
    const lifted = await liftExclusion(deps.db, deps.brands, operator, id, reason, deps.clock.now());
    request.log.info({ operator, exclusion: id }, 'exclusion lifted by the operator');
    return lifted;
  });

  onCall(app, opsCalls.setMemberLimit, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const target = params();
    const limit = await body();
    const result = await setOperatorLimit(deps.db, target, limit, deps.clock.now());
    request.log.info(
      { merchant: target.merchantCode, member: result.memberId, kind: limit.kind, period: limit.period },
      'operator limit set',
    );
    return result;
  });
}
