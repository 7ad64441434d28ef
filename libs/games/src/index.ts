// Public entry of @wl/games.
// Lottery (the lottery vendor's screens): each its own chunk, loaded by the shell's routes.
export const loadLotteryPlayScreen = () => import('./lottery/screens/lottery-play-screen');
export const loadLotteryListScreen = () => import('./lottery/screens/lottery-list-screen');
export type { LotteryListScreenProps } from './lottery/screens/lottery-list-screen';
export { closeTarget, lotteryPlayPath, parsePlayRoute } from './lottery/rules/play-route';
export type { PlayRoute } from './lottery/rules/play-route';
