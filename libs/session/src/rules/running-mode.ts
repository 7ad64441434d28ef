/**
 * How the site runs — the one place that decides it (session, registration and the shell all use
 * this): in a browser tab, as an installed web app (display-mode standalone), as an iOS home-screen
 * clip (navigator.standalone), or inside the native app shell (its WebView marks the user agent).
 * The browser is read in `platform/detect-running-mode.ts`; everything here is pure.
 */
export type RunningMode = 'browser' | 'standalone' | 'webclip' | 'native';

/** What the browser tells about how the page runs. */
export interface RunningModeInput {
  userAgent: string;
  /** iOS Safari's `navigator.standalone` (true for home-screen clips). */
  standalone?: boolean;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayModeStandalone: boolean;
}

/** User-agent markers the native apps add to their WebView. */
const nativeMarkers = [/\bWLApp\//i, /;\s*wv\)/, /\bGameApp\b/i];

export function runningMode({ userAgent, standalone, displayModeStandalone }: RunningModeInput): RunningMode {
  if (nativeMarkers.some((m) => m.test(userAgent))) return 'native';
  if (standalone === true) return 'webclip';
  if (displayModeStandalone) return 'standalone';
  return 'browser';
}

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
