import type { FastifyInstance } from 'fastify';
import { LaunchQuery, WinnerBoardQuery, launchGamePath, winnerBoardPath } from '@wl/api-client/contract';
import type { LaunchResult, OkEnvelope, WinnerBoard } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { categoriesOfListType } from '../games/catalogue';
import type { CatalogueCache } from '../games/catalogue-cache';
import { launchGame } from '../games/launch';
import { requestLanguage } from '../games/request-language';
import { winnerBoard } from '../games/winner-board';
import { parseRequest } from '../http/validate';
import { brandOfMerchant } from '../protection/brand-policy';

export interface GameLaunchDeps {
  accounts: AccountDeps;
  catalogue: CatalogueCache;
}

/** Game launch and lottery launch (logged in), and the winner board (anyone). */
export function gameLaunchRoutes(app: FastifyInstance, deps: GameLaunchDeps): void {
  const { accounts } = deps;

  app.get(
    launchGamePath,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply): Promise<OkEnvelope<LaunchResult>> => {
      const now = accounts.clock.now();
      const session = await requireSession(accounts.db, request, now);
      const query = parseRequest(LaunchQuery, request.query, 'query');
      const brand = await brandOfMerchant(accounts.db, accounts.brands, session.member.merchantCode);
      const value = await launchGame(
        {
          db: accounts.db,
          catalogue: await deps.catalogue.get(),
          now,
          switchedOffGameTypes: brand.protection.switchedOffGameTypes,
        },
        session,
        query,
        requestLanguage(request),
      );
      // The answer holds a one-time ticket: never cached.
      reply.header('Cache-Control', 'no-store');
      return { success: true, value };
    },
  );

  app.get(winnerBoardPath, async (request): Promise<OkEnvelope<WinnerBoard>> => {
    const merchant = await merchantContext(accounts.db, accounts.brands, request);
    const query = parseRequest(WinnerBoardQuery, request.query, 'query');
    const language = requestLanguage(request, query.language);
    const list = await winnerBoard(
      accounts.db,
      await deps.catalogue.get(),
      merchant.code,
      categoriesOfListType(query.gameCategory),
      query.limitNum,
      language,
    );
    return { success: true, value: { list } };
  });
}
