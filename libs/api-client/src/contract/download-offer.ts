// Download offer rules (visitor-session-games §2 "Download bar" and "Other shell pieces" → download-app popup, §3
// hideDownloadBar, §4 "Download bar"). Pure, importing types only, and each function self-contained (no name from
// outside its body, not even another function of this module): the brand assembler writes their source into the
// page's head script (tools/brand download-bar.ts), so the static frame keeps the download bar's place by the app's
// own rule.
import type { RunningMode } from './running-mode';

export type Device = 'ios' | 'android' | 'other';

export interface DeviceInput {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS 13+ reports a Mac user agent but has a touch screen. */
  maxTouchPoints?: number;
}

export function deviceType({ userAgent, maxTouchPoints = 0 }: DeviceInput): Device {
  if (/Windows Phone|IEMobile/i.test(userAgent)) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

export interface IosVersion {
  major: number;
  minor: number;
  patch: number;
}

/** The iOS version from an iPhone/iPad/iPod user agent ("CPU iPhone OS 12_1_4 like Mac OS X"); null elsewhere. */
export function parseIosVersion(userAgent: string): IosVersion | null {
  if (/Windows Phone|IEMobile/i.test(userAgent)) return null;
  const match = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.](\d+)(?:[_.](\d+))?/.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) };
}

/** Safari on an iOS device (`deviceType`): only Safari can add a site to the home screen (not other browsers, in-app views). */
export function isIosSafari(userAgent: string, device: Device): boolean {
  const notSafari =
    /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|FBIOS|Instagram|\bLine\/|MicroMessenger|Twitter|UCBrowser|MQQBrowser|baiduboxapp|Snapchat/i;
  return device === 'ios' && /\bSafari\//.test(userAgent) && !notSafari.test(userAgent);
}

export interface DownloadLinks {
  android?: string;
  ios?: string;
  iosProfile?: string;
}

export type DownloadOption =
  | { kind: 'install' }
  | { kind: 'homeScreen' }
  | { kind: 'android'; url: string }
  | { kind: 'iosProfile'; url: string }
  | { kind: 'ios'; url: string };

export type DownloadOptionKind = DownloadOption['kind'];

export interface DownloadOptionsInput {
  device: Device;
  isSafari: boolean;
  runningMode: RunningMode;
  links: DownloadLinks;
  /** The browser offers to install the site (`beforeinstallprompt` was received). */
  canInstall?: boolean;
}

/**
 * What the popup offers. Inside the native app nothing. First the browser's own install, when it
 * offers one and the site is not installed yet. iOS: the home-screen shortcut (only in
 * Safari and only when not already running as an installed app or clip), the configuration
 * profile and the iOS app link. Android: the Android app link. Other devices (desktop): the app
 * links of both stores, to open or share.
 */
export function downloadOptions({
  device,
  isSafari,
  runningMode,
  links,
  canInstall = false,
}: DownloadOptionsInput): DownloadOption[] {
  if (runningMode === 'native') return [];
  const options: DownloadOption[] = [];
  if (canInstall && runningMode === 'browser') options.push({ kind: 'install' });
  if (device === 'ios') {
    if (isSafari && runningMode === 'browser') options.push({ kind: 'homeScreen' });
    if (links.iosProfile) options.push({ kind: 'iosProfile', url: links.iosProfile });
    if (links.ios) options.push({ kind: 'ios', url: links.ios });
  } else if (device === 'android') {
    if (links.android) options.push({ kind: 'android', url: links.android });
  } else {
    if (links.android) options.push({ kind: 'android', url: links.android });
    if (links.ios) options.push({ kind: 'ios', url: links.ios });
  }
  return options;
}

/** Value stored under `hideDownloadBar` when the bar is dismissed. */
export const DISMISSED_VALUE = '1';

/** Any stored value other than an explicit off ('0', 'false') counts as dismissed. */
export function isDismissed(stored: string | null): boolean {
  if (stored === null) return false;
  const value = stored.trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
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

/**
 * The download bar above the header shows: not once dismissed, not as an installed web app or inside the native app,
 * not in a home-screen clip without an iOS link, not on iOS before 11.3 (no web apps; an unknown version, an iPad in
 * desktop mode, counts as supporting them), and only with something to offer.
 */
export function downloadBarVisible(input: DownloadBarInput): boolean {
  if (input.dismissed) return false;
  if (input.runningMode === 'standalone' || input.runningMode === 'native') return false;
  if (input.runningMode === 'webclip' && !input.hasIosLink) return false;
  const version = input.iosVersion;
  if (input.device === 'ios' && version && (version.major < 11 || (version.major === 11 && version.minor < 3)))
    return false;
  if (input.requireLogin && !input.loggedIn) return false;
  return input.hasOptions;
}
