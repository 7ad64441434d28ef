import type { FastifyInstance } from 'fastify';
import { gameCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { categoriesOfListType } from '../games/catalogue';
import type { CatalogueCache } from '../games/catalogue-cache';
import { launchGame } from '../games/launch';
import { requestLanguage } from '../games/request-language';
import { winnerBoard } from '../games/winner-board';
import { brandOfMerchant } from '../protection/brand-policy';
import { onCall } from './call-route';

export interface GameLaunchDeps {
  accounts: AccountDeps;
  catalogue: CatalogueCache;
}

/** Game launch and lottery launch (logged in), and the winner board (anyone). */
export function gameLaunchRoutes(app: FastifyInstance, deps: GameLaunchDeps): void {
  const { accounts } = deps;

  onCall(
    app,
    gameCalls.launchGame,
    async ({ request, reply, query }) => {
      const now = accounts.clock.now();
      const session = await requireSession(accounts.db, request, now);
      const asked = query();
      const brand = await brandOfMerchant(accounts.db, accounts.brands, session.member.merchantCode);
      const value = await launchGame(
        {
          db: accounts.db,
          catalogue: await deps.catalogue.get(),
          now,
          switchedOffGameTypes: brand.protection.switchedOffGameTypes,
        },
        session,
        asked,
        requestLanguage(request),
      );
      // The answer holds a one-time ticket: never cached.
      reply.header('Cache-Control', 'no-store');
      return value;
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );

  onCall(app, gameCalls.winnerBoard, async ({ request, query }) => {
    const merchant = await merchantContext(accounts.db, accounts.brands, request);
    const asked = query();
    const language = requestLanguage(request, asked.language);
    const list = await winnerBoard(
      accounts.db,
      await deps.catalogue.get(),
      merchant.code,
      categoriesOfListType(asked.gameCategory),
      asked.limitNum,
      language,
    );
    return { list };
  });
}
