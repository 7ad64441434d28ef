import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createApiClient, earlyRequest } from '@wl/api-client';
import { gameCalls } from '@wl/api-client/contract';
import { categoryGamesQuery, gameListQuery, vendorBlockFilters } from '@wl/api-client/contract/catalogue-queries';
import type { VassGameTypes } from '@wl/api-client/contract/game-catalogue';
import { sampleBrand } from '@wl/brand/testing';
import { game, renderGames } from '../testing/render-games';
import { WinnerBoard } from '../winners/winner-board';
import { prefetchCatalogue, type CatalogueData } from './first-data';
import { VendorBlocksPanel } from './panels';
import { useHotGames, useVendorTypes } from './use-catalogue';

const types: VassGameTypes = {
  sorting: [{ gameType: 'RNG', vendorNames: [] }],
  mapping: {
    RNG: [{ vassalage: 'PG', accountTypeName: 'PG Soft', gameCount: 1, classes: [], lobby: null }],
    LOTT: [
      { vassalage: 'TCG SEA&4D', accountTypeName: 'TCG SEA', gameCount: 1, classes: [], lobby: null },
      { vassalage: 'LOTT', accountTypeName: 'Lottery', gameCount: 1, classes: [], lobby: null },
    ],
  },
};
const winner = {
  vo: { iconUrl: '/game-icons/v1/PG/PG007.svg', gameName: 'Game 7', customerName: 'pl***01', winAmount: 1250 },
  game: game({ nodeId: 7 }),
  wonAt: 1_700_000_000_000,
};
const answers: Record<string, unknown> = {
  [gameCalls.vendorGameTypes.path]: types,
  [gameCalls.hotGames.path]: [game({ nodeId: 1, gameName: 'Hot One' })],
  [gameCalls.winnerBoard.path]: { list: [winner] },
  [gameCalls.gameList.path]: {
    games: [game({ nodeId: 9, gameName: 'SEA 4D', gameType: 'LOTT' })],
    pageNum: 1,
    pageSize: 24,
    totalPages: 1,
    total: 1,
  },
};
const catalogue: string[] = [gameCalls.vendorGameTypes.path, gameCalls.hotGames.path, gameCalls.winnerBoard.path];

/** The client of the app's start, with its own record of the calls it made. */
function startClient(status = 200) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    return new Response(JSON.stringify({ success: true, value: answers[path] }), { status });
  });
  const client = createApiClient({
    baseUrl: '',
    merchant: sampleBrand().merchantCode,
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch,
  });
  const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://site.test').pathname);
  const addresses = () => fetch.mock.calls.map(([input]) => String(input));
  return { client, asked, addresses };
}

function Catalogue() {
  const vendors = useVendorTypes();
  const hot = useHotGames();
  return (
    <p>
      {vendors.isSuccess ? 'categories' : 'no categories'} / {hot.data?.map((g) => g.gameName).join() ?? 'no hot games'}
    </p>
  );
}

describe('prefetchCatalogue: a route’s first catalogue answers, before the first render (decision 0071)', () => {
  it('fills the keys the screens read: their first render shows the answers and asks nothing again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = startClient();
    // The page's language as i18next holds it; the screens ask in the platform's upper-case code.
    const at = { siteLanguage: 'en', merchant: sampleBrand().merchantCode };
    await prefetchCatalogue(queryClient, start.client, at, ['vendorTypes', 'hotGames', 'winners']);
    const view = renderGames(
      <>
        <Catalogue />
        <WinnerBoard />
      </>,
      { queryClient },
    );
    // Found at once, not awaited: the first render drew them.
    expect(screen.queryByText('categories / Hot One')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Game 7' })).not.toBeNull();
    expect(view.calls.filter((call) => catalogue.includes(call.path))).toEqual([]);
    expect(start.asked().sort()).toEqual([...catalogue].sort());
  });

  it.each<[string, CatalogueData[], string[]]>([
    ['the login footer’s hot games', ['hotGames'], [gameCalls.hotGames.path]],
    ['a category page’s vendors', ['vendorTypes'], [gameCalls.vendorGameTypes.path]],
    ['nothing', [], []],
  ])('asks only what is named: %s', async (_what, data, paths) => {
    const start = startClient();
    await prefetchCatalogue(new QueryClient(), start.client, { siteLanguage: 'EN', merchant: 'M1' }, data);
    expect(start.asked()).toEqual(paths);
  });

  it('a category page of games: the plain first page, the very request the page’s start script asks early', async () => {
    const start = startClient();
    const merchant = sampleBrand().merchantCode;
    const at = { siteLanguage: 'en', merchant, category: 'LIVE', search: '' };
    await prefetchCatalogue(new QueryClient(), start.client, at, ['categoryGames']);
    const early = earlyRequest(gameCalls.gameList, categoryGamesQuery(merchant, 'EN', 'LIVE'), {
      merchant,
      language: 'EN',
    });
    expect(start.addresses()).toEqual([early.url]);
  });

  it('the lottery page: its first vendor’s block, once the vendors are in, the very request the page asks (0096)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = startClient();
    const merchant = sampleBrand().merchantCode;
    const at = { siteLanguage: 'en', merchant, category: 'LOTT', search: '' };
    await prefetchCatalogue(queryClient, start.client, at, ['vendorTypes', 'firstBlockGames']);
    const first = earlyRequest(
      gameCalls.gameList,
      gameListQuery(merchant, 'EN', vendorBlockFilters('LOTT', 'TCG SEA&4D'), 1),
      {
        merchant,
        language: 'EN',
      },
    );
    // The vendors once (the block's step waits for the same request), then the first vendor's page only.
    expect(start.addresses().filter((url) => url.startsWith(gameCalls.vendorGameTypes.path))).toHaveLength(1);
    expect(start.addresses().filter((url) => url.startsWith(gameCalls.gameList.path))).toEqual([first.url]);
    const view = renderGames(<VendorBlocksPanel category="LOTT" vendors={types.mapping.LOTT ?? []} />, { queryClient });
    // The first block shows its game at once, under its name (a heading under the page's title); the second asks its own.
    const block = screen.getByRole('region', { name: 'TCG SEA' });
    expect(within(block).getByRole('heading', { level: 2, name: 'TCG SEA' })).not.toBeNull();
    expect(within(block).queryByRole('button', { name: 'SEA 4D' })).not.toBeNull();
    expect(view.calls.filter((call) => call.path === gameCalls.gameList.path)).toHaveLength(1);
  });

  it.each<[string, string | undefined, number]>([
    ['the vendors fail', 'LOTT', 500],
    ['the category has no vendors', 'FISH', 200],
    ['no category is named', undefined, 200],
  ])('the lottery page’s first block asks nothing when %s', async (_when, category, status) => {
    const start = startClient(status);
    const at = { siteLanguage: 'en', merchant: 'M1', category, search: '' };
    await expect(prefetchCatalogue(new QueryClient(), start.client, at, ['firstBlockGames'])).resolves.toBeUndefined();
    expect(start.asked().filter((path) => path === gameCalls.gameList.path)).toEqual([]);
  });

  it.each<[string, RegExp | null]>([
    ['?vassalage=PG', /GCSGAME_gameList\?.*vassalage=PG/],
    ['?gameName=dragon&minBet=0.1', /gameName=dragon.*minBet=0\.1/],
    ['?tab=hot', null],
    ['?tab=fav', null],
  ])('a category page whose address says %s: the list it chooses, or none for another panel', async (search, url) => {
    const start = startClient();
    const at = { siteLanguage: 'en', merchant: 'M1', category: 'RNG', search };
    await prefetchCatalogue(new QueryClient(), start.client, at, ['categoryGames']);
    if (url) expect(start.addresses()).toEqual([expect.stringMatching(url)]);
    else expect(start.addresses()).toEqual([]);
  });

  it('resolves when the platform fails: the screen shows the failure and its retry', async () => {
    const start = startClient(500);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      prefetchCatalogue(queryClient, start.client, { siteLanguage: 'EN', merchant: 'M1' }, ['hotGames']),
    ).resolves.toBeUndefined();
  });
});
