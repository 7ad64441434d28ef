import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  firstCatalogueCalls,
  firstCatalogueCallsOf,
  type FirstCatalogueScreen,
} from '@wl/api-client/contract/first-catalogue-calls';
import {
  firstContentCalls,
  firstContentCallsOf,
  type FirstContentCall,
  type FirstContentScreen,
} from '@wl/api-client/contract/first-content-calls';
import { loadFirstContent } from '@wl/content';
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

/** Whether a screen shows content answers first: the contract's table, which the page's start script reads too. */
function isContentScreen(screen: ScreenKind | undefined): screen is ScreenKind & FirstContentScreen {
  return screen !== undefined && Object.hasOwn(firstContentCalls, screen);
}

/** The content answers a route shows first for the address's query; none for others. */
function contentOf(route: RouteEntry | undefined, search = ''): readonly FirstContentCall[] {
  return isContentScreen(route?.screen) ? firstContentCallsOf(route.screen, search) : [];
}

/** The content answers the route at `pathname` shows first for the address's query; none for others. */
export function firstContentOf(pathname: string, search = ''): readonly FirstContentCall[] {
  return contentOf(findRoute(pathname), search);
}

/** The first render waits this long at most for the first data: a slower answer is shown when it comes. */
export const firstDataWaitMs = 1500;

export interface FirstDataOptions {
  pathname: string;
  /** The address's query: on a category page of games it chooses the list (its filters). */
  search?: string;
  queryClient: QueryClient;
  client: ApiClient;
  /** The page's language (i18next's code), the merchant the calls are made for and the session's token. */
  at: { siteLanguage: string | undefined; merchant: string; token: string | undefined };
  waitMs?: number;
}

/**
 * Asks the first data of the route, the status and its catalogue or content answers, into the query cache, and
 * resolves when they are in or after `waitMs` (decisions 0071, 0094). The first render, a transition, then draws them
 * in slices instead of one blocking render per answer after it. A route without either resolves at once: nothing is
 * asked.
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
  const content = contentOf(route, search);
  if (catalogue.length === 0 && content.length === 0) return;
  const firstData = Promise.all([
    queryClient.prefetchQuery(systemStatusQueryOptions(client)),
    catalogue.length > 0 &&
      loadFirstCatalogue().then(({ prefetchCatalogue }) =>
        prefetchCatalogue(queryClient, client, { ...at, category: route?.category, search }, catalogue),
      ),
    content.length > 0 &&
      loadFirstContent().then(({ prefetchContent }) => prefetchContent(queryClient, client, at, content)),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([firstData, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
