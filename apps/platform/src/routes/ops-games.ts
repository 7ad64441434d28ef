import type { FastifyInstance } from 'fastify';
import { opsCalls } from '@wl/api-client/contract';
import type { ChangeBus } from '../changes/change-bus';
import { setGameFlags } from '../games/ops-games-repo';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';
import { requireOpsToken } from './ops-switches';

export interface OpsGamesDeps {
  opsToken: string;
  changes: ChangeBus;
}

/** PUT /ops/games/:vendor/:gameId — switch a game on or off, mark it hot or new (every instance within a second). */
export function opsGamesRoute(app: FastifyInstance, deps: OpsGamesDeps): void {
  onCall(app, opsCalls.setGame, async ({ request, reply, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const target = params();
    const flags = await body();
    const game = await deps.changes.commit({ topic: 'games' }, async (tx) => {
      const changed = await setGameFlags(tx, target, flags);
      if (!changed) throw new AppError('NOT_FOUND', `Unknown game "${target.gameId}" of vendor "${target.vendor}"`);
      return changed;
    });
    request.log.info({ vendor: game.vendor, game: game.gameId, ...flags }, 'operator game flags changed');
    reply.header('Cache-Control', 'no-store');
    return game;
  });
}
