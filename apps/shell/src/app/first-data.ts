import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  firstCatalogueCalls,
  firstCatalogueCallsOf,
  type FirstCatalogueScreen,
} from '@wl/api-client/contract/first-catalogue-calls';
import { loadFirstCatalogue, type CatalogueData } from '@wl/games';
import { systemStatusQueryOptions } from '@wl/session';
import { findRoute, type RouteEntry } from '../routes/route-table';
import type { ScreenKind } from '../routes/screen-record';

/** Whether a screen shows catalogue answers first: the contract's one table, which the page's start script reads too. */
function isCatalogueScreen(screen: ScreenKind | undefined): screen is ScreenKind & FirstCatalogueScreen {
  return screen !== undefined && Object.hasOwn(firstCatalogueCalls, screen);
}

/** The catalogue answers a route shows first (a category page's by its category); none for others. */
function catalogueOf(route: RouteEntry | undefined): readonly CatalogueData[] {
  return isCatalogueScreen(route?.screen) ? firstCatalogueCallsOf(route.screen, route.category) : [];
}

/** The catalogue answers the route at `pathname` shows first; none for a route without a catalogue. */
export function firstCatalogueOf(pathname: string): readonly CatalogueData[] {
  return catalogueOf(findRoute(pathname));
}

/** The first render waits this long at most for the first data: a slower answer is shown when it comes. */
export const firstDataWaitMs = 1500;

export interface FirstDataOptions {
  pathname: string;
  /** The address's query: on a category page of games it chooses the list (its filters). */
  search?: string;
  queryClient: QueryClient;
  client: ApiClient;
  /** The page's language (i18next's code) and the merchant the calls are made for. */
  at: { siteLanguage: string | undefined; merchant: string };
  waitMs?: number;
}

/**
 * Asks the first data of the route, the status and its catalogue answers, into the query cache, and resolves when
 * they are in or after `waitMs` (decision 0071). The first render, a transition, then draws them in slices instead
 * of one blocking render per answer after it. A route without a catalogue resolves at once: nothing is asked.
 */
export async function awaitFirstData({
  pathname,
  search,
  queryClient,
  client,
  at,
  waitMs = firstDataWaitMs,
}: FirstDataOptions): Promise<void> {
  const route = findRoute(pathname);
  const catalogue = catalogueOf(route);
  if (catalogue.length === 0) return;
  const firstData = Promise.all([
    queryClient.prefetchQuery(systemStatusQueryOptions(client)),
    loadFirstCatalogue().then(({ prefetchCatalogue }) =>
      prefetchCatalogue(queryClient, client, { ...at, category: route?.category, search }, catalogue),
    ),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([firstData, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
