import type { RunningMode } from '@wl/session';
import type { Device, IosVersion } from '../download-app-popup/rules';

/**
 * Download bar rules (visitor-session-games §2 "Download bar", §3 local value hideDownloadBar,
 * §4 "Download bar"). Pure.
 */

/** Value stored under `hideDownloadBar` when the bar is dismissed. */
export const DISMISSED_VALUE = '1';

/** Any stored value other than an explicit off ('0', 'false') counts as dismissed. */
export function isDismissed(stored: string | null): boolean {
  if (stored === null) return false;
  const value = stored.trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** iOS supports installed web apps from 11.3 on; an unknown version (not iOS, iPad in desktop mode) counts as supported. */
export function supportsWebApps(version: IosVersion | null): boolean {
  if (!version) return true;
  return version.major > 11 || (version.major === 11 && version.minor >= 3);
}

/** Running as an installed web app forces the dismissal (it is stored, not just hidden). */
export function forcesDismissal(mode: RunningMode): boolean {
  return mode === 'standalone';
}

export interface DownloadBarInput {
  /** The stored dismissal (`hideDownloadBar`). */
  dismissed: boolean;
  runningMode: RunningMode;
  device: Device;
  iosVersion: IosVersion | null;
  /** An iOS app link is configured. */
  hasIosLink: boolean;
  /** The download popup has at least one thing to offer on this device. */
  hasOptions: boolean;
  /** The brand shows the bar to logged-in users only. */
  requireLogin: boolean;
  loggedIn: boolean;
}

export function downloadBarVisible(input: DownloadBarInput): boolean {
  if (input.dismissed) return false;
  if (forcesDismissal(input.runningMode) || input.runningMode === 'native') return false;
  if (input.runningMode === 'webclip' && !input.hasIosLink) return false;
  if (input.device === 'ios' && !supportsWebApps(input.iosVersion)) return false;
  if (input.requireLogin && !input.loggedIn) return false;
  return input.hasOptions;
}
