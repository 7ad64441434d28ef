import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameCalls } from '@wl/api-client/contract';
import type { VassGameTypes } from '@wl/api-client/contract/game-catalogue';
import { useSessionStore } from '@wl/session';
import { toastStore } from '@wl/ui-kit';
import { game, ok, renderGames } from '../testing/render-games';
import GameListScreen from './game-list-screen';

const types: VassGameTypes = {
  sorting: ['RNG', 'LIVE', 'LOTT', 'SPORTS', 'COCKFIGHT', 'PROMO'].map((gameType) => ({ gameType, vendorNames: [] })),
  mapping: {
    RNG: [
      { vassalage: 'PG', accountTypeName: 'PG Soft', gameCount: 30, classes: ['JP', 'SC'], lobby: null },
      { vassalage: 'JILI', accountTypeName: 'JILI', gameCount: 30, classes: ['AC'], lobby: null },
    ],
    SPORTS: [
      {
        vassalage: 'BTI',
        accountTypeName: 'BTI Sports',
        gameCount: 1,
        classes: [],
        lobby: game({ nodeId: 50, vassalage: 'BTI', gameType: 'SPORTS', gameId: 'lobby' }),
      },
    ],
    COCKFIGHT: [
      {
        vassalage: 'DS88',
        accountTypeName: 'DS88 Sabong',
        gameCount: 1,
        classes: [],
        lobby: game({ nodeId: 51, vassalage: 'DS88', gameType: 'COCKFIGHT', gameId: 'lobby' }),
      },
    ],
  },
};

function routes(hot = [game({ nodeId: 1 })]) {
  return {
    [`GET ${gameCalls.vendorGameTypes.path}`]: () => ok(types),
    [`GET ${gameCalls.hotGames.path}`]: () => ok(hot),
    [`GET ${gameCalls.gameList.path}`]: () =>
      ok({
        games: [game({ nodeId: 2, gameName: 'Golden Riches' })],
        pageNum: 1,
        pageSize: 24,
        totalPages: 1,
        total: 1,
      }),
  };
}

beforeEach(() => {
  act(() => {
    useSessionStore.getState().clearSession();
    toastStore.setState({ current: null });
  });
});

const tabs = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('/m/gameList (spec §2)', () => {
  it('tabs: HOT (hot games exist), categories without COCKFIGHT, no FAV for visitors; query preselects tab and vendor', async () => {
    const view = renderGames(<GameListScreen />, { path: '/m/gameList?gameType=RNG&vassalage=PG', routes: routes() });
    await waitFor(() =>
      expect(tabs('Game categories')).toEqual(['Hot', 'Slots', 'Live casino', 'Lottery', 'Sports', 'Promotions']),
    );
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(screen.getByRole('tablist', { name: 'Game providers' })).getByRole('tab', { selected: true }).textContent,
    ).toContain('PG Soft');
    // Vendor classes show as tabs when the vendor has more than one; new only for RNG.
    expect(tabs('Show')).toEqual(['All', 'New', 'Favourites', 'Hot', 'Jackpot', 'Scratch']);
    await screen.findByRole('button', { name: 'Golden Riches' });
    const call = view.callsTo(`GET ${gameCalls.gameList.path}`)[0];
    expect(Object.fromEntries(call?.search ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '24',
      platform: 'html5',
      clientType: '2',
    });
  });

  it('no HOT tab without hot games', async () => {
    renderGames(<GameListScreen />, { path: '/m/gameList?gameType=LIVE', routes: routes([]) });
    await waitFor(() => expect(tabs('Game categories')[0]).toBe('Slots'));
  });

  it('searches on Enter, class and filter choices go into the query string and the call', async () => {
    const view = renderGames(<GameListScreen />, { path: '/m/gameList?gameType=RNG&vassalage=PG', routes: routes() });
    const box = await screen.findByRole('searchbox', { name: 'Search games by name' });
    await userEvent.type(box, 'gold');
    expect(view.location.current?.search).toBe('?gameType=RNG&vassalage=PG');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(view.location.current?.search).toBe('?gameType=RNG&vassalage=PG&gameName=gold'));
    await userEvent.click(screen.getByRole('tab', { name: 'Jackpot' }));
    await waitFor(() =>
      expect(view.location.current?.search).toBe('?gameType=RNG&vassalage=PG&gameName=gold&gameClassify=JP'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByText('₱0.05'));
    expect(screen.getByRole('radio', { name: '₱0.05' })).toHaveProperty('checked', true);
    await waitFor(() => expect(view.location.current?.search).toContain('minBet=0.05'));
    await waitFor(() =>
      expect(
        view.calls.some(
          (c) =>
            c.path === gameCalls.gameList.path &&
            c.search.get('gameName') === 'gold' &&
            c.search.get('gameClassify') === 'JP' &&
            c.search.get('minBet') === '0.05',
        ),
      ).toBe(true),
    );
  });

  it.each<[string, string, string]>([
    ['a name search', '&gameName=zzz', 'No games match “zzz”. Try another name.'],
    ['filters alone', '&gameClassify=JP&minBet=0.05', 'No games match these filters.'],
    ['no search at all', '', 'No games here yet.'],
  ])('an empty list after %s says so', async (_case, query, message) => {
    const empty = {
      ...routes(),
      [`GET ${gameCalls.gameList.path}`]: () => ok({ games: [], pageNum: 1, pageSize: 24, totalPages: 0, total: 0 }),
    };
    renderGames(<GameListScreen />, { path: `/m/gameList?gameType=RNG&vassalage=PG${query}`, routes: empty });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('favourites by search need login: a visitor gets in_logged_login for 2 s and stays', async () => {
    const view = renderGames(<GameListScreen />, { path: '/m/gameList?gameType=RNG', routes: routes() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(toastStore.getState().current).toMatchObject({
      text: 'You are not logged in, please login first.',
      durationMs: 2000,
    });
    expect(view.location.current?.search).toBe('?gameType=RNG');
  });

  it('sports show a vendor list, cockfight vendors included; LOTT goes to the lottery centre', async () => {
    renderGames(<GameListScreen />, { path: '/m/gameList?gameType=SPORTS', routes: routes() });
    expect(await screen.findByRole('button', { name: /BTI Sports/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /DS88 Sabong/ })).toBeTruthy();
    const lott = renderGames(<GameListScreen />, { path: '/m/gameList?gameType=LOTT', routes: routes() });
    await waitFor(() => expect(lott.location.current?.pathname).toBe('/m/lottery'));
  });
});
