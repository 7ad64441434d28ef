// No imports, and the function self-contained (no name from outside its body): the brand assembler writes its source
// into the page's head script (tools/brand download-bar.ts), so the page and the app read the running mode alike.

/** How the site runs: in a browser tab, as an installed web app, as an iOS home-screen clip, inside the native app. */
export type RunningMode = 'browser' | 'standalone' | 'webclip' | 'native';

/** What the browser tells about how the page runs. */
export interface RunningModeInput {
  userAgent: string;
  /** iOS Safari's `navigator.standalone` (true for home-screen clips). */
  standalone?: boolean;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayModeStandalone: boolean;
}

/**
 * The running mode, the one place that decides it (session, registration, the shell and the static page use it):
 * the native app shell's WebView marks the user agent (`WLApp/`, Android's `; wv)`, `GameApp`).
 */
export function runningMode({ userAgent, standalone, displayModeStandalone }: RunningModeInput): RunningMode {
  const nativeMarkers = [/\bWLApp\//i, /;\s*wv\)/, /\bGameApp\b/i];
  if (nativeMarkers.some((m) => m.test(userAgent))) return 'native';
  if (standalone === true) return 'webclip';
  if (displayModeStandalone) return 'standalone';
  return 'browser';
}
