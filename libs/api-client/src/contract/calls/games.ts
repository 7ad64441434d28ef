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
import { gameModuleIds } from '../game-catalogue';

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
