import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OpsSwitchesBody, OpsSwitchesParams } from '@wl/api-client/contract';
import type { OkEnvelope, OpsSwitches } from '@wl/api-client/contract';
import type { ChangeBus } from '../changes/change-bus';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { setMerchantSwitches } from '../merchants/merchant-repo';

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
  app.put('/ops/merchants/:code/switches', async (request): Promise<OkEnvelope<OpsSwitches>> => {
    requireOpsToken(request, deps.opsToken);
    const { code } = parseRequest(OpsSwitchesParams, request.params, 'params');
    const body = parseRequest(OpsSwitchesBody, request.body ?? {}, 'body');
    const switches = await deps.changes.commit({ topic: 'merchant-status', key: code }, async (tx) => {
      const changed = await setMerchantSwitches(tx, code, body);
      if (!changed) throw new AppError('NOT_FOUND', `Unknown merchant code "${code}"`);
      return changed;
    });
    request.log.info({ merchant: code, ...body }, 'operator switches changed');
    return { success: true, value: switches };
  });
}
