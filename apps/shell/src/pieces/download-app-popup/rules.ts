import type { DownloadLink } from '@wl/api-client/contract/system-status';
import type { RunningMode } from '@wl/session';
import type { BrandLinks } from '../customer-service-modal/rules';
import { safeExternalUrl } from '../safe-external-url';

/**
 * Download-app rules (visitor-session-games §2 "Other shell pieces" → download-app popup, §3
 * download link entry). Pure: the user agent and links come in as arguments.
 */

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

/** Browsers and in-app views on iOS that are not Safari (only Safari can add a site to the home screen). */
const notSafari =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|FBIOS|Instagram|\bLine\/|MicroMessenger|Twitter|UCBrowser|MQQBrowser|baiduboxapp|Snapchat/i;

export function isIosSafari(input: DeviceInput): boolean {
  return deviceType(input) === 'ios' && /\bSafari\//.test(input.userAgent) && !notSafari.test(input.userAgent);
}

/** The legacy iOS tip shows for iOS 11 or lower, or 12.0 to 12.1. */
export function isLegacyIos(version: IosVersion | null): boolean {
  if (!version) return false;
  if (version.major <= 11) return true;
  return version.major === 12 && version.minor <= 1;
}

export interface DownloadLinks {
  android?: string;
  ios?: string;
  iosProfile?: string;
}

const linkResource = { android: 'Android', ios: 'IOS', iosProfile: 'MOBILECONFIG' } as const satisfies Record<
  keyof DownloadLinks,
  DownloadLink['resourceType']
>;

/** Download links from the status resources, each falling back to the brand's link; unsafe URLs are dropped. */
export function downloadLinks(
  resources: readonly DownloadLink[],
  brandLinks: Pick<BrandLinks, keyof DownloadLinks>,
): DownloadLinks {
  const links: DownloadLinks = {};
  for (const kind of Object.keys(linkResource) as (keyof DownloadLinks)[]) {
    const fromStatus = resources.find((r) => r.resourceType === linkResource[kind] && safeExternalUrl(r.url));
    const url = safeExternalUrl(fromStatus?.url) ?? safeExternalUrl(brandLinks[kind]);
    if (url) links[kind] = url;
  }
  return links;
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

/** Install guide tip types: 1 = download the profile (iOS), 2 = add to home screen. */
export type InstallTip = 1 | 2;

export function installTip(kind: DownloadOptionKind): InstallTip | null {
  if (kind === 'iosProfile') return 1;
  if (kind === 'homeScreen') return 2;
  return null;
}

/** The app rating text of the popup. */
export const APP_RATING = '5.0';
