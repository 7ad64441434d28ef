import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FavouriteChange,
  FavouriteIdsQuery,
  FavouriteListQuery,
  RecentGameAdd,
  RecentGamesQuery,
  addFavouritePath,
  favouriteIdsPath,
  favouriteListPath,
  recentGamesPath,
  removeFavouritePath,
} from '@wl/api-client/contract';
import type {
  FavouriteChangeResult,
  FavouriteIds,
  FavouriteList,
  OkEnvelope,
  RecentGames,
} from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
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

  app.post(addFavouritePath, async (request): Promise<OkEnvelope<FavouriteChangeResult>> => {
    const session = await realMemberSession(accounts, request);
    const body = parseRequest(FavouriteChange, request.body ?? {}, 'body');
    const game = favouriteGame(await deps.catalogue.get(), body.nodeId, body.vendor, 'body');
    await addFavourite(accounts.db, session.member.id, game.nodeId);
    return { success: true, value: { success: true } };
  });

  app.delete(removeFavouritePath, async (request): Promise<OkEnvelope<FavouriteChangeResult>> => {
    const session = await realMemberSession(accounts, request);
    const query = parseRequest(FavouriteChange, request.query, 'query');
    const game = favouriteGame(await deps.catalogue.get(), query.nodeId, query.vendor, 'query');
    await removeFavourite(accounts.db, session.member.id, game.nodeId);
    return { success: true, value: { success: true } };
  });

  app.get(favouriteIdsPath, async (request): Promise<OkEnvelope<FavouriteIds>> => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const query = parseRequest(FavouriteIdsQuery, request.query, 'query');
    const found = await favouriteIds(accounts.db, session.member.id, query.pageNo, query.pageSize);
    return { success: true, value: { list: found.items, pageNum: found.pageNum, totalPages: found.totalPages } };
  });

  app.get(favouriteListPath, async (request): Promise<OkEnvelope<FavouriteList>> => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const query = parseRequest(FavouriteListQuery, request.query, 'query');
    const language = requestLanguage(request, query.language);
    const catalogue = await deps.catalogue.get();
    if (query.vassalage !== undefined && !catalogue.vendors.has(query.vassalage)) {
      throw new AppError('BAD_REQUEST', `Unknown game vendor "${query.vassalage}"`, {
        fields: [{ field: 'query.vassalage', problem: 'unknown game vendor' }],
      });
    }
    const found = await favouriteGames(accounts.db, catalogue, session.member.id, {
      categories: categoriesOfListType(query.gameType),
      vendor: query.vassalage ?? null,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    return {
      success: true,
      value: {
        content: found.items.map((game) => toWireGame(game, language)),
        pageNum: found.pageNum,
        totalPages: found.totalPages,
      },
    };
  });

  app.get(recentGamesPath, async (request): Promise<OkEnvelope<RecentGames>> => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const query = parseRequest(RecentGamesQuery, request.query, 'query');
    const language = requestLanguage(request, query.language);
    const games = await recentGames(accounts.db, await deps.catalogue.get(), session.member.id, query.limitNum);
    return { success: true, value: { list: games.map((game) => toWireGame(game, language)) } };
  });

  // Recent games belong to whoever plays, trial accounts too (a launch records the game as well).
  app.post(recentGamesPath, async (request): Promise<OkEnvelope<FavouriteChangeResult>> => {
    const session = await requireSession(accounts.db, request, accounts.clock.now());
    const body = parseRequest(RecentGameAdd, request.body ?? {}, 'body');
    const game = favouriteGame(await deps.catalogue.get(), body.nodeId, undefined, 'body');
    await addRecentGame(accounts.db, session.member.id, game.nodeId, accounts.clock.now());
    return { success: true, value: { success: true } };
  });
}
