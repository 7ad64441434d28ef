import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { vendorBlockFilters } from '@wl/api-client/contract/catalogue-queries';
import { categoryPageVendors, type FirstCatalogueCall } from '@wl/api-client/contract/first-catalogue-calls';
import { winnerBoardQueryOptions } from '../launch/launch-calls';
import { firstListParams } from '../category/game-list-state';
import {
  firstGamePageQueryOptions,
  gameListInfiniteOptions,
  hotGamesQueryOptions,
  vendorTypesQueryOptions,
} from './catalogue-calls';
import { catalogueLanguageOf } from './list-rules';

/**
 * The catalogue answers a first screen can show (the contract's names): categories with vendors, hot games, winners,
 * a category page's first page of games, the first page of its first vendor block.
 */
export type CatalogueData = FirstCatalogueCall;

/**
 * Whom the answers are asked for: the page's language (i18next's code) and the merchant; on a category page, its
 * category and the address's query, which choose the list its games come from.
 */
export interface FirstDataAt {
  siteLanguage: string | undefined;
  merchant: string;
  category?: string;
  search?: string;
}

/**
 * Asks the catalogue answers a route's first screen shows, under the very keys its hooks read (the same query
 * options, the language as `useCatalogueLanguage` settles it), so the first render draws them at once
 * (docs/decisions/0071). Never fails: a failed answer is left for the screen to show and retry.
 */
export function prefetchCatalogue(
  queryClient: QueryClient,
  client: ApiClient,
  at: FirstDataAt,
  data: readonly CatalogueData[],
): Promise<void> {
  const language = catalogueLanguageOf(at.siteLanguage);
  const options = {
    vendorTypes: () => queryClient.prefetchQuery(vendorTypesQueryOptions(client, language, at.merchant)),
    hotGames: () => queryClient.prefetchQuery(hotGamesQueryOptions(client, language, at.merchant)),
    winners: () => queryClient.prefetchQuery(winnerBoardQueryOptions(client, language)),
    categoryGames: () => {
      // The list the page's address chooses, as CategoryGames asks it: the plain first page unless the address filters.
      const params = at.category && firstListParams(at.category, new URLSearchParams(at.search ?? ''));
      return params
        ? queryClient.prefetchInfiniteQuery(gameListInfiniteOptions(client, language, at.merchant, params))
        : Promise.resolve();
    },
    firstBlockGames: async () => {
      // The first of the page's vendor blocks (VendorBlocksPanel), once the vendors are in (asked beside it).
      if (!at.category) return;
      const types = await queryClient
        .ensureQueryData(vendorTypesQueryOptions(client, language, at.merchant))
        .catch(() => undefined);
      const first = types && categoryPageVendors(types.mapping, at.category)[0];
      if (!first) return;
      const filters = vendorBlockFilters(at.category, first.vassalage);
      await queryClient.prefetchQuery(firstGamePageQueryOptions(client, language, at.merchant, filters));
    },
  } satisfies Record<CatalogueData, () => Promise<void>>;
  return Promise.all(data.map((name) => options[name]())).then(() => undefined);
}
