// The calls of the game area: catalogue, favourites and recent games, launch, lottery, demo vendor.
import { defineCall } from '../call';
import {
  FavouriteChange,
  FavouriteChangeResult,
  FavouriteIds,
  FavouriteIdsQuery,
  FavouriteList,
  FavouriteListQuery,
  RecentGameAdd,
  RecentGames,
  RecentGamesQuery,
} from '../favourite-calls';
import { DemoBetRequest, DemoBetResult, DemoGameState, DemoLogoutResult, DemoRealityCheck } from '../demo-game-calls';
import {
  GameListPage,
  GameListQuery,
  HotGames,
  HotGamesQuery,
  VassGameTypeQuery,
  VassGameTypes,
  gameModuleIds,
} from '../game-catalogue';
import { LaunchQuery, LaunchResult, WinnerBoard, WinnerBoardQuery } from '../game-launch';

/** Categories in server order and their vendors (spec §3 vendor data; the platform answers 304 to a known ETag). */
export const vendorGameTypes = defineCall({
  method: 'GET',
  path: '/wps/relay/GLS2_getVassGameType',
  query: VassGameTypeQuery,
  answer: VassGameTypes,
  moduleId: gameModuleIds.lobby,
});

/** A page of the game list (spec §7; 24 a page, larger pages are capped), filtered by category, vendor, name… */
export const gameList = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  query: GameListQuery,
  answer: GameListPage,
  moduleId: gameModuleIds.lobby,
});

/** The hot games, hottest first (no token). */
export const hotGames = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  query: HotGamesQuery,
  answer: HotGames,
  moduleId: gameModuleIds.hot,
});

/**
 * Launches a game (logged in; not for trial accounts): the generic launch (gameCategory, vendor, gameId,
 * nodeId) or the lottery launch (vendor, gameCode, prizeMode, playType) — spec §7. Never cached (a one-time ticket).
 */
export const launchGame = defineCall({
  method: 'GET',
  path: '/wps/game/launchGame',
  query: LaunchQuery,
  answer: LaunchResult,
  moduleId: gameModuleIds.lobby,
});

/** The latest winners (spec §3 winner entry, §7, §9: at most 100); anyone may ask. */
export const winnerBoard = defineCall({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  query: WinnerBoardQuery,
  answer: WinnerBoard,
});

/** Demo vendor (decision 0011): the game, the balance and the stake limits of the cookie's game session. */
export const demoState = defineCall({
  method: 'GET',
  path: '/demo-games/api/state',
  answer: DemoGameState,
});

/** Demo vendor: plays one round (a retried `requestId` settles the same round once). */
export const demoBet = defineCall({
  method: 'POST',
  path: '/demo-games/api/bet',
  body: DemoBetRequest,
  answer: DemoBetResult,
});

/** Demo vendor: the reality check of the site session behind the game (issue 13). */
export const demoRealityCheck = defineCall({
  method: 'GET',
  path: '/demo-games/api/realityCheck',
  answer: DemoRealityCheck,
});

/** Demo vendor: the reality check's "Log out" ends the site session behind the game, and the game. */
export const demoLogout = defineCall({
  method: 'POST',
  path: '/demo-games/api/logout',
  answer: DemoLogoutResult,
});

/** Adds a favourite of the logged-in member (spec §4 favourite toggle). */
export const addFavourite = defineCall({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  body: FavouriteChange,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.lobby,
});

/** Removes a favourite (`?nodeId=&vendor=`). */
export const removeFavourite = defineCall({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  query: FavouriteChange,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.lobby,
});

/** The member's favourite node ids (page 1, 100 ids: spec §9). */
export const favouriteIds = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameIds',
  query: FavouriteIdsQuery,
  answer: FavouriteIds,
  moduleId: gameModuleIds.lobby,
});

/** The member's favourite games, newest first, paged. */
export const favouriteList = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  query: FavouriteListQuery,
  answer: FavouriteList,
  moduleId: gameModuleIds.lobby,
});

/** Recently launched games, newest first. */
export const recentGames = defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  query: RecentGamesQuery,
  answer: RecentGames,
  moduleId: gameModuleIds.recent,
});

/** Records a recently played game (a launch records it too). */
export const addRecentGame = defineCall({
  method: 'POST',
  path: '/wps/relay/GCS_recentGame',
  body: RecentGameAdd,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.recent,
});
