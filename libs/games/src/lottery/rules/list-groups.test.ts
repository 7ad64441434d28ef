import type { LotteryGame } from '@wl/api-client/contract/lottery-calls';
import { groupGames } from './list-groups';

const game = (gameId: LotteryGame['gameId']) => ({ gameId }) as LotteryGame;

describe('lottery list centre groups', () => {
  it('follow the menu order, keep the games the platform lists and drop empty groups', () => {
    const groups = groupGames(
      [
        { menuId: 'VN', gameIds: ['VN_MB', 'VN_MN'] },
        { menuId: 'SEA', gameIds: ['SEA_4D'] },
        { menuId: 'LOTT', gameIds: ['LOTT_K3', 'LOTT_PK10'] },
      ],
      [game('LOTT_PK10'), game('VN_MN'), game('LOTT_K3')],
    );
    expect(groups.map((g) => [g.menuId, g.games.map((x) => x.gameId)])).toEqual([
      ['VN', ['VN_MN']],
      ['LOTT', ['LOTT_K3', 'LOTT_PK10']],
    ]);
  });
});
