// Public entry of @wl/games. Screens are separate chunks, loaded by the shell's routes.
// Lottery (the lottery vendor's screens): each its own chunk, loaded by the shell's routes.
export const loadLotteryPlayScreen = () => import('./lottery/screens/lottery-play-screen');
export const loadLotteryListScreen = () => import('./lottery/screens/lottery-list-screen');
export type { LotteryListScreenProps } from './lottery/screens/lottery-list-screen';
export { closeTarget, lotteryPlayPath, parsePlayRoute } from './lottery/rules/play-route';
export type { PlayRoute } from './lottery/rules/play-route';
// The lobby, categories, launch and task screens.
export const loadGameListScreen = () => import('./lobby/game-list-screen');
export const loadLaunchGameScreen = () => import('./launch/launch-game-screen');
export const loadGameCentreScreen = () => import('./lobby/game-centre-screen');
export const loadCategoryScreen = () => import('./category/category-screen');
export const loadTaskScreen = () => import('./task/task-screen');
/** The home screen's lobby and winner board. */
export const loadHomeLobby = () => import('./lobby/home-lobby');
/** The catalogue answers of a route's first screen, asked before the first render (decision 0071). */
export const loadFirstCatalogue = () => import('./catalogue/first-data');
export type { CatalogueData } from './catalogue/first-data';
/** The login footer's first four hot game icons. */
export const loadHotGameIcons = () => import('./lobby/hot-game-icons');
export type { CategoryScreenProps } from './category/category-screen';
export type { GameCentreScreenProps } from './lobby/game-centre-screen';
// Pure rules (spec §2, §4), for other areas and tests.
export { launchRoute, lotteryLaunchPath, gameListPathOf, playTypeOf, prizeModeOf } from './launch/launch-routing';
export type { LaunchAction, LaunchGame, LaunchInput } from './launch/launch-routing';
export { categoryPageTabs, homeTabs } from './lobby/category-tabs';
export { gameKeys } from './catalogue/game-keys';
