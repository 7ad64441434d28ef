import type { LotteryGame, LotteryMenus } from '@wl/api-client/contract/lottery-calls';

export interface GameGroup {
  menuId: LotteryMenus['menus'][number]['menuId'];
  games: LotteryGame[];
}

/** The lottery list centre's groups: the menu's order, each with the games it names that exist; empty groups dropped. */
export function groupGames(menus: LotteryMenus['menus'], games: readonly LotteryGame[]): GameGroup[] {
  const byId = new Map(games.map((game) => [game.gameId, game]));
  return menus
    .map((menu) => ({ menuId: menu.menuId, games: menu.gameIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((group) => group.games.length > 0);
}
