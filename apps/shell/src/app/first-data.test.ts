import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@wl/api-client';
import { contentCalls, gameCalls, systemCalls } from '@wl/api-client/contract';
import { awaitFirstData, firstCatalogueOf, firstContentOf } from './first-data';

describe('firstCatalogueOf: the catalogue answers a route shows first (decision 0071)', () => {
  it.each([
    ['/m/home', ['vendorTypes', 'hotGames', 'winners']],
    ['/m', ['vendorTypes', 'hotGames', 'winners']],
    ['/m/', ['vendorTypes', 'hotGames', 'winners']],
    ['/m/gameList', ['vendorTypes', 'hotGames']],
    ['/m/live', ['vendorTypes', 'categoryGames']],
    ['/m/rng', ['vendorTypes', 'categoryGames']],
    ['/m/sports', ['vendorTypes']],
    ['/m/lott', ['vendorTypes', 'firstBlockGames']],
    ['/m/hot', ['hotGames']],
    ['/m/login', ['hotGames']],
    ['/m/register', ['hotGames']],
    ['/m/promotions', []],
    ['/m/deposit', []],
    ['/m/no-such-page', []],
  ])('%s', (pathname, expected) => {
    expect(firstCatalogueOf(pathname)).toEqual(expected);
  });
});

describe('firstContentOf: the content answers a route shows first (decisions 0094, 0095)', () => {
  it.each<[string, string, string[]]>([
    ['/m/activity', '', ['promotions']],
    ['/m/activity', '?utm_source=mail', ['promotions']],
    // A promotion's own page shows no list.
    ['/m/activity', '?id=7', []],
    // The help topics, whichever topic the address picks (decision 0095).
    ['/m/help', '', ['helpTopics']],
    ['/m/help', '?i=2', ['helpTopics']],
    ['/m/home', '', []],
    ['/m/no-such-page', '', []],
  ])('%s%s', (pathname, search, expected) => {
    expect(firstContentOf(pathname, search)).toEqual(expected);
  });
});

/** A client whose answers wait until `answer()`; records the paths asked. */
function slowClient() {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const client = createApiClient({
    baseUrl: '',
    merchant: 'M1',
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch: async (input) => {
      asked.push(new URL(String(input), 'http://site.test').pathname);
      await released;
      return new Response(JSON.stringify({ success: false, code: 'UNAVAILABLE', message: 'down' }), { status: 503 });
    },
  });
  return { client, asked, answer: () => release() };
}

describe('awaitFirstData', () => {
  const at = { siteLanguage: 'en', merchant: 'M1', token: undefined };
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('asks the status and the route’s catalogue answers, and resolves once they are in', async () => {
    const platform = slowClient();
    let done = false;
    const waiting = awaitFirstData({
      pathname: '/m/gameList',
      queryClient: queryClient(),
      client: platform.client,
      at,
    }).then(() => (done = true));
    await vi.waitFor(() => expect(platform.asked).toHaveLength(3));
    expect([...platform.asked].sort()).toEqual(
      [systemCalls.status.path, gameCalls.vendorGameTypes.path, gameCalls.hotGames.path].sort(),
    );
    expect(done).toBe(false);
    platform.answer();
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait longer than its limit for an answer that does not come', async () => {
    const platform = slowClient();
    // The answers never come before it resolves: without the limit this would wait for ever (the test times out).
    await awaitFirstData({ pathname: '/m/home', queryClient: queryClient(), client: platform.client, at, waitMs: 30 });
    expect(platform.asked).toContain(gameCalls.winnerBoard.path);
    platform.answer();
  });

  it('on a category page of games, asks the list its address chooses with the vendors', async () => {
    const platform = slowClient();
    const waiting = awaitFirstData({
      pathname: '/m/live',
      search: '?vassalage=PG',
      queryClient: queryClient(),
      client: platform.client,
      at,
    });
    await vi.waitFor(() => expect(platform.asked).toHaveLength(3));
    expect([...platform.asked].sort()).toEqual(
      [systemCalls.status.path, gameCalls.vendorGameTypes.path, gameCalls.gameList.path].sort(),
    );
    platform.answer();
    await waiting;
  });

  it('on the promotions’ list, asks the status and the promotions, and resolves once they are in', async () => {
    const platform = slowClient();
    let done = false;
    const waiting = awaitFirstData({
      pathname: '/m/activity',
      search: '',
      queryClient: queryClient(),
      client: platform.client,
      at,
    }).then(() => (done = true));
    await vi.waitFor(() => expect(platform.asked).toHaveLength(2));
    expect([...platform.asked].sort()).toEqual([systemCalls.status.path, contentCalls.merchantPromotions.path].sort());
    expect(done).toBe(false);
    platform.answer();
    await waiting;
    expect(done).toBe(true);
  });

  it('asks nothing on a promotion’s own page', async () => {
    const platform = slowClient();
    await awaitFirstData({
      pathname: '/m/activity',
      search: '?id=7',
      queryClient: queryClient(),
      client: platform.client,
      at,
    });
    expect(platform.asked).toEqual([]);
  });

  it('asks nothing on a route without a catalogue', async () => {
    const platform = slowClient();
    await awaitFirstData({ pathname: '/m/promotions', queryClient: queryClient(), client: platform.client, at });
    expect(platform.asked).toEqual([]);
  });
});
