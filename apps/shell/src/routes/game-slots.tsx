import { loadHotGameIcons } from '@wl/games';
import { lazyScreen } from './lazy-screen';

/** The login footer's first four hot game icons. */
export const LoginGameIcons = lazyScreen(loadHotGameIcons);
