import { loadHomeLobby, loadHotGameIcons } from '@wl/games';
import { lazyScreen } from './lazy-screen';

/** The home screen's game lobby and winner board (their own chunk, with the loader and retry of screens). */
export const HomeLobby = lazyScreen(loadHomeLobby);

/** The login footer's first four hot game icons. */
export const LoginGameIcons = lazyScreen(loadHotGameIcons);
