import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { FAVOURITE_IDS_PAGE_SIZE } from '@wl/api-client/contract/favourite-calls';
import { gameCalls } from '@wl/api-client/contract';
import type {
  FavouriteChangeResult as ChangeResult,
  FavouriteListQuery,
} from '@wl/api-client/contract/favourite-calls';
import { gameKeys } from '../catalogue/game-keys';

/** GET the member's favourite node ids (page 1, 100 ids: spec §9). */
export function favouriteIdsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: async ({ signal }) =>
      (
        await client.call(gameCalls.favouriteIds, {
          query: { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE },
          signal,
        })
      ).list,
    staleTime: 60_000,
  });
}

export interface FavouriteListParams {
  /** A category from the page's address: the platform refuses one it does not know. */
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
      client.call(gameCalls.favouriteList, {
        query: {
          pageNo: pageParam,
          pageSize: params.pageSize,
          gameType: params.gameType as FavouriteListQuery['gameType'],
          vassalage: params.vassalage,
          language,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 30_000,
  });
}

export function addFavourite(client: ApiClient, nodeId: number, vendor: string): Promise<ChangeResult> {
  return client.call(gameCalls.addFavourite, { body: { nodeId, vendor } });
}

export function removeFavourite(client: ApiClient, nodeId: number, vendor: string): Promise<ChangeResult> {
  return client.call(gameCalls.removeFavourite, { query: { nodeId, vendor } });
}
