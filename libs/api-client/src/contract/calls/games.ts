// The calls of the game area: catalogue, favourites and recent games, launch, lottery, demo vendor.
import type { Call } from '../call';
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
export const vendorGameTypes = {
  method: 'GET',
  path: '/wps/relay/GLS2_getVassGameType',
  query: VassGameTypeQuery,
  answer: VassGameTypes,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** A page of the game list (spec §7; 24 a page, larger pages are capped), filtered by category, vendor, name… */
export const gameList = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  query: GameListQuery,
  answer: GameListPage,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** The hot games, hottest first (no token). */
export const hotGames = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  query: HotGamesQuery,
  answer: HotGames,
  moduleId: gameModuleIds.hot,
} as const satisfies Call;

/**
 * Launches a game (logged in; not for trial accounts): the generic launch (gameCategory, vendor, gameId,
 * nodeId) or the lottery launch (vendor, gameCode, prizeMode, playType) — spec §7. Never cached (a one-time ticket).
 */
export const launchGame = {
  method: 'GET',
  path: '/wps/game/launchGame',
  query: LaunchQuery,
  answer: LaunchResult,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** The latest winners (spec §3 winner entry, §7, §9: at most 100); anyone may ask. */
export const winnerBoard = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  query: WinnerBoardQuery,
  answer: WinnerBoard,
} as const satisfies Call;

/** Demo vendor (decision 0011): the game, the balance and the stake limits of the cookie's game session. */
export const demoState = {
  method: 'GET',
  path: '/demo-games/api/state',
  answer: DemoGameState,
} as const satisfies Call;

/** Demo vendor: plays one round (a retried `requestId` settles the same round once). */
export const demoBet = {
  method: 'POST',
  path: '/demo-games/api/bet',
  body: DemoBetRequest,
  answer: DemoBetResult,
} as const satisfies Call;

/** Demo vendor: the reality check of the site session behind the game (issue 13). */
export const demoRealityCheck = {
  method: 'GET',
  path: '/demo-games/api/realityCheck',
  answer: DemoRealityCheck,
} as const satisfies Call;

/** Demo vendor: the reality check's "Log out" ends the site session behind the game, and the game. */
export const demoLogout = {
  method: 'POST',
  path: '/demo-games/api/logout',
  answer: DemoLogoutResult,
} as const satisfies Call;

/** Adds a favourite of the logged-in member (spec §4 favourite toggle). */
export const addFavourite = {
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  body: FavouriteChange,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** Removes a favourite (`?nodeId=&vendor=`). */
export const removeFavourite = {
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  query: FavouriteChange,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** The member's favourite node ids (page 1, 100 ids: spec §9). */
export const favouriteIds = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGameIds',
  query: FavouriteIdsQuery,
  answer: FavouriteIds,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** The member's favourite games, newest first, paged. */
export const favouriteList = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  query: FavouriteListQuery,
  answer: FavouriteList,
  moduleId: gameModuleIds.lobby,
} as const satisfies Call;

/** Recently launched games, newest first. */
export const recentGames = {
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  query: RecentGamesQuery,
  answer: RecentGames,
  moduleId: gameModuleIds.recent,
} as const satisfies Call;

/** Records a recently played game (a launch records it too). */
export const addRecentGame = {
  method: 'POST',
  path: '/wps/relay/GCS_recentGame',
  body: RecentGameAdd,
  answer: FavouriteChangeResult,
  moduleId: gameModuleIds.recent,
} as const satisfies Call;
