import type { FastifyInstance } from 'fastify';
import { OpsGameBody, OpsGameParams } from '@wl/api-client/contract';
import type { OkEnvelope, OpsGame } from '@wl/api-client/contract';
import type { ChangeBus } from '../changes/change-bus';
import { setGameFlags } from '../games/ops-games-repo';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { requireOpsToken } from './ops-switches';

export interface OpsGamesDeps {
  opsToken: string;
  changes: ChangeBus;
}

/** PUT /ops/games/:vendor/:gameId — switch a game on or off, mark it hot or new (every instance within a second). */
export function opsGamesRoute(app: FastifyInstance, deps: OpsGamesDeps): void {
  app.put('/ops/games/:vendor/:gameId', async (request, reply): Promise<OkEnvelope<OpsGame>> => {
    requireOpsToken(request, deps.opsToken);
    const params = parseRequest(OpsGameParams, request.params, 'params');
    const body = parseRequest(OpsGameBody, request.body ?? {}, 'body');
    const game = await deps.changes.commit({ topic: 'games' }, async (tx) => {
      const changed = await setGameFlags(tx, params, body);
      if (!changed) throw new AppError('NOT_FOUND', `Unknown game "${params.gameId}" of vendor "${params.vendor}"`);
      return changed;
    });
    request.log.info({ vendor: game.vendor, game: game.gameId, ...body }, 'operator game flags changed');
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: game };
  });
}
