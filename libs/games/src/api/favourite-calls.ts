import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  FAVOURITE_IDS_PAGE_SIZE,
  FavouriteChangeResult,
  FavouriteIds,
  FavouriteList,
  addFavouritePath,
  favouriteIdsPath,
  favouriteListPath,
  gameModuleIds,
  removeFavouritePath,
} from '@wl/api-client/contract';
import type { FavouriteChangeResult as ChangeResult } from '@wl/api-client/contract';
import { gameKeys } from './game-keys';

/** GET the member's favourite node ids (page 1, 100 ids: spec §9). */
export function favouriteIdsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: async ({ signal }) =>
      (
        await client.get(favouriteIdsPath, {
          schema: FavouriteIds,
          query: { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE },
          moduleId: gameModuleIds.lobby,
          signal,
        })
      ).list,
    staleTime: 60_000,
  });
}

export interface FavouriteListParams {
  gameType?: string;
  vassalage?: string;
  pageSize: number;
}

/** GET the member's favourite games, paged (load more while pageNum < totalPages). */
export function favouriteListInfiniteOptions(
  client: ApiClient,
  token: string,
  language: string,
  params: FavouriteListParams,
) {
  return infiniteQueryOptions({
    queryKey: gameKeys.favouriteList(token, language, { ...params }),
    queryFn: ({ pageParam, signal }) =>
      client.get(favouriteListPath, {
        schema: FavouriteList,
        query: {
          pageNo: pageParam,
          pageSize: params.pageSize,
          gameType: params.gameType,
          vassalage: params.vassalage,
          language,
        },
        moduleId: gameModuleIds.lobby,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 30_000,
  });
}

export function addFavourite(client: ApiClient, nodeId: number, vendor: string): Promise<ChangeResult> {
  return client.post(addFavouritePath, {
    schema: FavouriteChangeResult,
    body: { nodeId, vendor },
    moduleId: gameModuleIds.lobby,
  });
}

export function removeFavourite(client: ApiClient, nodeId: number, vendor: string): Promise<ChangeResult> {
  return client.delete(removeFavouritePath, {
    schema: FavouriteChangeResult,
    query: { nodeId, vendor },
    moduleId: gameModuleIds.lobby,
  });
}
