import type { RunningMode } from '@wl/api-client/contract/running-mode';

/**
 * How the site runs: `runningMode` in the contract (`@wl/api-client/contract/running-mode`) decides it, for the app
 * and the static page alike; the browser is read in `platform/detect-running-mode.ts`. Everything here is pure.
 */
export { runningMode } from '@wl/api-client/contract/running-mode';
export type { RunningMode, RunningModeInput } from '@wl/api-client/contract/running-mode';

/** True when the site is an installed app of any kind (native, web app or clip). */
export function isInstalled(mode: RunningMode): boolean {
  return mode !== 'browser';
}

/** The registration payload's registerMethod (spec: H5, APP, PWA or WEBCLIP) for how the site runs. */
export function registerMethodOf(mode: RunningMode): 'H5' | 'APP' | 'PWA' | 'WEBCLIP' {
  const methods = { browser: 'H5', standalone: 'PWA', webclip: 'WEBCLIP', native: 'APP' } as const;
  return methods[mode];
}

/** The wire `Device` header: the spec's OTHERS when running as an installed web app (or home-screen clip). */
export function deviceMarker(mode: RunningMode): 'OTHERS' | 'web' {
  return mode === 'standalone' || mode === 'webclip' ? 'OTHERS' : 'web';
}
