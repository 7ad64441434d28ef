import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { AppError } from '../http/app-error';
import { categoriesOfListType, toWireGame } from '../games/catalogue';
import type { CatalogueCache } from '../games/catalogue-cache';
import {
  addFavourite,
  addRecentGame,
  favouriteGame,
  favouriteGames,
  favouriteIds,
  recentGames,
  removeFavourite,
} from '../games/member-games-repo';
import { requestLanguage } from '../games/request-language';
import { onCall } from './call-route';

export interface MemberGamesDeps {
  accounts: AccountDeps;
  catalogue: CatalogueCache;
}

/** Trial (guest) accounts browse and play trial only: favourites belong to real accounts (spec §6). */
async function realMemberSession(deps: AccountDeps, request: FastifyRequest): Promise<FoundSession> {
  const session = await requireSession(deps.db, request, deps.clock.now());
  requireRealAccount(session.member);
  return session;
}

/** Favourites (add, remove, ids, list) and recent games of the logged-in member (spec §4, §7). */
export function memberGamesRoutes(app: FastifyInstance, deps: MemberGamesDeps): void {
  const { accounts } = deps;

  onCall(app, gameCalls.addFavourite, async ({ request, body }) => {
    const session = await realMemberSession(accounts, request);
    const change = await body();
    const game = favouriteGame(await deps.catalogue.get(), change.nodeId, change.vendor, 'body');
    await addFavourite(accounts.db, session.member.id, game.nodeId);
    return { success: true };
  });

  onCall(app, gameCalls.removeFavourite, async ({ request, query }) => {
    const session = await realMemberSession(accounts, request);
    const change = query();
    const game = favouriteGame(await deps.catalogue.get(), change.nodeId, change.vendor, 'query');
    await removeFavourite(accounts.db, session.member.id, game.nodeId);
    return { success: true };
  });

  onCall(app, gameCalls.favouriteIds, async ({ request, query }) => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const { pageNo, pageSize } = query();
    const found = await favouriteIds(accounts.db, session.member.id, pageNo, pageSize);
    return { list: found.items, pageNum: found.pageNum, totalPages: found.totalPages };
  });

  onCall(app, gameCalls.favouriteList, async ({ request, query }) => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const asked = query();
    const language = requestLanguage(request, asked.language);
    const catalogue = await deps.catalogue.get();
    if (asked.vassalage !== undefined && !catalogue.vendors.has(asked.vassalage)) {
      throw new AppError('BAD_REQUEST', `Unknown game vendor "${asked.vassalage}"`, {
        fields: [{ field: 'query.vassalage', problem: 'unknown game vendor' }],
      });
    }
    const found = await favouriteGames(accounts.db, catalogue, session.member.id, {
      categories: categoriesOfListType(asked.gameType),
      vendor: asked.vassalage ?? null,
      pageNo: asked.pageNo,
      pageSize: asked.pageSize,
    });
    return {
      content: found.items.map((game) => toWireGame(game, language)),
      pageNum: found.pageNum,
      totalPages: found.totalPages,
    };
  });

  onCall(app, gameCalls.recentGames, async ({ request, query }) => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const asked = query();
    const language = requestLanguage(request, asked.language);
    const games = await recentGames(accounts.db, await deps.catalogue.get(), session.member.id, asked.limitNum);
    return { list: games.map((game) => toWireGame(game, language)) };
  });

  // Recent games belong to whoever plays, trial accounts too (a launch records the game as well).
  onCall(app, gameCalls.addRecentGame, async ({ request, body }) => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const { nodeId } = await body();
    const game = favouriteGame(await deps.catalogue.get(), nodeId, undefined, 'body');
    await addRecentGame(accounts.db, session.member.id, game.nodeId, accounts.clock.now());
    return { success: true };
  });
}
