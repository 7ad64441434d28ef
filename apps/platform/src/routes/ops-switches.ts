import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsCalls } from '@wl/api-client/contract';
import type { ChangeBus } from '../changes/change-bus';
import { AppError } from '../http/app-error';
import { setMerchantSwitches } from '../merchants/merchant-repo';
import { onCall } from './call-route';

export interface OpsDeps {
  opsToken: string;
  /** Announces the change to every instance's status cache. */
  changes: ChangeBus;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Bearer-token guard of the operator routes: 401 without a token, 403 with a wrong one. */
export function requireOpsToken(request: FastifyRequest, opsToken: string): void {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('NOT_LOGGED_IN', 'Operator token required: Authorization: Bearer <OPS_TOKEN>');
  if (!sameSecret(match[1], opsToken)) throw new AppError('NO_PERMISSION', 'Operator token not accepted');
}

/** PUT /ops/merchants/:code/switches — turn maintenance and region restriction on or off. */
export function opsSwitchesRoute(app: FastifyInstance, deps: OpsDeps): void {
  onCall(app, opsCalls.setSwitches, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { code } = params();
    const switches = await body();
    const changed = await deps.changes.commit({ topic: 'merchant-status', key: code }, async (tx) => {
      const row = await setMerchantSwitches(tx, code, switches);
      if (!row) throw new AppError('NOT_FOUND', `Unknown merchant code "${code}"`);
      return row;
    });
    request.log.info({ merchant: code, ...switches }, 'operator switches changed');
    return changed;
  });
}
