// Public entry of @wl/games.
// Lottery (the lottery vendor's screens): each its own chunk, loaded by the shell's routes.
export const loadLotteryPlayScreen = () => import('./lottery/screens/lottery-play-screen');
export const loadLotteryListScreen = () => import('./lottery/screens/lottery-list-screen');
export type { LotteryListScreenProps } from './lottery/screens/lottery-list-screen';
export { closeTarget, lotteryPlayPath, parsePlayRoute } from './lottery/rules/play-route';
export type { PlayRoute } from './lottery/rules/play-route';
// Public entry of @wl/games. Screens are separate chunks, loaded by the shell's routes.
export const loadGameListScreen = () => import('./screens/game-list-screen');
export const loadLaunchGameScreen = () => import('./screens/launch-game-screen');
export const loadGameCentreScreen = () => import('./screens/game-centre-screen');
export const loadCategoryScreen = () => import('./screens/category-screen');
export const loadTaskScreen = () => import('./screens/task-screen');
/** The home screen's lobby and winner board. */
export const loadHomeLobby = () => import('./screens/home-lobby');
/** The login footer's first four hot game icons. */
export const loadHotGameIcons = () => import('./components/hot-game-icons');
export type { CategoryScreenProps } from './screens/category-screen';
export type { GameCentreScreenProps } from './screens/game-centre-screen';
// Pure rules (spec §2, §4), for other areas and tests.
export { launchRoute, lotteryLaunchPath, gameListPathOf, playTypeOf, prizeModeOf } from './rules/launch-routing';
export type { LaunchAction, LaunchGame, LaunchInput } from './rules/launch-routing';
export { categoryPageTabs, homeTabs } from './rules/category-tabs';
export { gameKeys } from './api/game-keys';
