import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameCalls } from '@wl/api-client/contract';
import type { CategoryVendor, VassGameTypes } from '@wl/api-client/contract/game-catalogue';
import { useSessionStore } from '@wl/session';
import { gameWindow } from '../launch/use-launch';
import { game, ok, renderGames } from '../testing/render-games';
import { Lobby } from './lobby';

const vendor = (vassalage: string, overrides: Partial<CategoryVendor> = {}): CategoryVendor => ({
  vassalage,
  accountTypeName: `${vassalage} Games`,
  gameCount: 12,
  classes: [],
  lobby: null,
  ...overrides,
});

const types: VassGameTypes = {
  sorting: ['RNG', 'LIVE', 'ESPORTS', 'LOTT', 'PROMO'].map((gameType) => ({ gameType, vendorNames: [] })),
  mapping: {
    RNG: [vendor('PG'), vendor('JILI')],
    ESPORTS: [
      vendor('AV', {
        gameCount: 1,
        lobby: game({ nodeId: 90, vassalage: 'AV', gameType: 'ESPORTS', gameId: 'lobby', gameName: 'AV E-sports' }),
      }),
    ],
  },
};

const routes = {
  [`GET ${gameCalls.vendorGameTypes.path}`]: () => ok(types),
  [`GET ${gameCalls.hotGames.path}`]: () => ok([game({ nodeId: 1, gameName: 'Golden Riches' })]),
  [`GET ${gameCalls.favouriteIds.path}`]: () => ok({ list: ['3'], pageNum: 1, totalPages: 1 }),
  [`GET ${gameCalls.favouriteList.path}`]: () =>
    ok({ content: [game({ nodeId: 3, gameName: 'Lucky Wheel' })], pageNum: 1, totalPages: 1 }),
  [`GET ${gameCalls.launchGame.path}`]: () => ok({ kind: 'game', url: '/demo-games/play?ticket=abc' }),
};

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Game categories' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

beforeEach(() => {
  act(() => useSessionStore.getState().clearSession());
  sessionStorage.clear();
});

describe('home lobby (spec §2)', () => {
  it('a visitor sees HOT, then the categories in server order, no FAV; HOT shows the hot games', async () => {
    renderGames(<Lobby memoryKey="test" />, { routes });
    await waitFor(() =>
      expect(tabNames()).toEqual(['Hot', 'Slots', 'Live casino', 'E-sports', 'Lottery', 'Promotions']),
    );
    expect(await screen.findByRole('button', { name: 'Golden Riches' })).toBeTruthy();
  });

  it('a member also sees FAV, last, with the favourites', async () => {
    act(() =>
      useSessionStore
        .getState()
        .startSession(
          { token: 'member-token-0123456789', merchantCode: 'SAMPLE01', userName: 'demo', type: 0 },
          { remember: false },
        ),
    );
    renderGames(<Lobby memoryKey="test" />, { routes });
    await waitFor(() => expect(tabNames().at(-1)).toBe('Favourites'));
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('button', { name: 'Lucky Wheel' })).toBeTruthy();
  });

  it('PROMO goes to the promotions instead of switching tab', async () => {
    const view = renderGames(<Lobby memoryKey="test" />, { routes });
    await userEvent.click(await screen.findByRole('tab', { name: 'Promotions' }));
    expect(view.location.current?.pathname).toBe('/m/activity');
  });

  it('slots show a vendor list whose vendors open the category page', async () => {
    renderGames(<Lobby memoryKey="test" />, { routes });
    await userEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    const link = await screen.findByRole('link', { name: /PG Games/ });
    expect(link.getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=PG');
  });

  it('an e-sports vendor is one lobby: a member launches it (generic launch) and leaves for its page', async () => {
    act(() =>
      useSessionStore
        .getState()
        .startSession(
          { token: 'member-token-0123456789', merchantCode: 'SAMPLE01', userName: 'demo', type: 0 },
          { remember: false },
        ),
    );
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    const view = renderGames(<Lobby memoryKey="test" />, { routes });
    await userEvent.click(await screen.findByRole('tab', { name: 'E-sports' }));
    await userEvent.click(await screen.findByRole('button', { name: /AV Games/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/demo-games/play?ticket=abc'));
    const launch = view.callsTo(`GET ${gameCalls.launchGame.path}`)[0];
    expect(Object.fromEntries(launch?.search ?? [])).toMatchObject({
      vendor: 'AV',
      gameCategory: 'ESPORTS',
      gameId: 'lobby',
      nodeId: '90',
      backPath: '/m/home',
    });
    open.mockRestore();
  });

  it('remembers the chosen tab for the visit', async () => {
    const first = renderGames(<Lobby memoryKey="test" />, { routes });
    await userEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    first.unmount();
    renderGames(<Lobby memoryKey="test" />, { routes });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true'));
  });
});
