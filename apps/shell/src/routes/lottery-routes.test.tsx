import { screen, waitFor, within } from '@testing-library/react';
import type { LotteryGame, LotteryGames, LotteryMenus } from '@wl/api-client/contract/lottery-calls';
import { sampleBrand } from '@wl/brand/testing';
import { renderApp } from '../testing/render-app';

const json = (value: unknown) => () => new Response(JSON.stringify({ success: true, value }), { status: 200 });

function game(
  gameId: LotteryGame['gameId'],
  gameName: string,
  defaultPrizeMode: LotteryGame['defaultPrizeMode'],
): LotteryGame {
  const now = Date.now();
  return {
    gameId,
    gameName,
    vassalage: gameId.startsWith('VN') ? 'TCG_LOTTO_VN' : 'LOTT',
    gameType: 'LOTT',
    resultKind: 'digits',
    drawSeconds: 300,
    closeSeconds: 30,
    defaultPrizeMode,
    betTypes: [],
    current: { numero: '20300101-0002', openAt: now - 1000, closeAt: now + 120_000, drawAt: now + 150_000 },
    last: { numero: '20300101-0001', drawAt: now - 150_000, status: 'drawn', numbers: ['1', '2', '3', '4', '5'] },
  };
}

const games: LotteryGames = {
  serverTime: Date.now(),
  prizeMode: 'Elott',
  games: [game('VN_MB', 'Vietnam North', 'Lott'), game('LOTT_SSC', 'Shishicai', 'Lott')],
};
const menus: LotteryMenus = {
  menus: [
    { menuId: 'VN', gameIds: ['VN_MB', 'VN_MN'] },
    { menuId: 'SEA', gameIds: ['SEA_4D'] },
    { menuId: 'LOTT', gameIds: ['LOTT_SSC'] },
  ],
};
const answers = { '/lgw/games': json(games), '/lgw/games/game_menus': json(menus) };

describe('lottery routes', () => {
  it('a visitor opening the lottery play page is sent to /m/login', async () => {
    const { router } = renderApp('/m/lotto-h5/SAMPLE01/trad/games/VN_MB?prize_mode=Lott&pageBack=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 3000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/m/lottery lists the games grouped by the lottery menu, without the site header, each linking to its play page', async () => {
    renderApp('/m/lottery', { answers });
    const list = await screen.findByRole('region', { name: 'Lottery games' }, { timeout: 3000 });
    const vietnam = await within(list).findByRole('region', { name: 'Vietnam' }, { timeout: 3000 });
    const play = within(vietnam).getByRole('link', { name: 'Play Vietnam North' });
    expect(play.getAttribute('href')).toBe(
      `/m/lotto-h5/${sampleBrand().merchantCode}/trad/games/VN_MB?prize_mode=Lott`,
    );
    expect(within(list).queryByRole('region', { name: 'Southeast Asia' })).toBeNull();
    expect(within(list).getByRole('region', { name: 'Lottery' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lottery', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('/m/startLottery shows the list under the site header, with no back button and nothing on the right', async () => {
    renderApp('/m/startLottery', { answers });
    await screen.findByRole('region', { name: 'Vietnam' }, { timeout: 3000 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { name: 'Lottery' })).toBeTruthy();
    expect(within(header).queryAllByRole('button')).toHaveLength(0);
    expect(within(header).queryAllByRole('link')).toHaveLength(0);
  });
});
