import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { gameCalls } from '@wl/api-client/contract';
import {
  gameListQuery,
  hotGamesQuery,
  vendorTypesQuery,
  type GameListFilters,
} from '@wl/api-client/contract/catalogue-queries';
import { gameKeys } from './game-keys';

/** The catalogue changes rarely: keep it a few minutes (the platform answers 304 when unchanged). */
const CATALOGUE_STALE_MS = 5 * 60_000;

/** GET GLS2_getVassGameType: categories in server order and their vendors. */
export function vendorTypesQueryOptions(client: ApiClient, language: string, merchantCode: string) {
  return queryOptions({
    queryKey: gameKeys.vendorTypes(language),
    queryFn: ({ signal }) => client.call(gameCalls.vendorGameTypes, { query: vendorTypesQuery(merchantCode), signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** GET GCSGAME_hotGamesV2 (visitors too). */
export function hotGamesQueryOptions(client: ApiClient, language: string, merchantCode: string) {
  return queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: ({ signal }) => client.call(gameCalls.hotGames, { query: hotGamesQuery(merchantCode, language), signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** GET GCSGAME_gameList, the first page only (a vendor block). */
export function firstGamePageQueryOptions(
  client: ApiClient,
  language: string,
  merchantCode: string,
  params: GameListFilters,
) {
  return queryOptions({
    queryKey: [...gameKeys.list(language, { ...params }), 'first'] as const,
    queryFn: ({ signal }) =>
      client.call(gameCalls.gameList, { query: gameListQuery(merchantCode, language, params, 1), signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** GET GCSGAME_gameList, page by page (24 a page; a new filter starts again at page 1). */
export function gameListInfiniteOptions(
  client: ApiClient,
  language: string,
  merchantCode: string,
  params: GameListFilters,
) {
  return infiniteQueryOptions({
    queryKey: gameKeys.list(language, { ...params }),
    queryFn: ({ pageParam, signal }) =>
      client.call(gameCalls.gameList, { query: gameListQuery(merchantCode, language, params, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: CATALOGUE_STALE_MS,
  });
}
