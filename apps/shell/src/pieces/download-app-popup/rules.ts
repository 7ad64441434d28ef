import type { DownloadLink } from '@wl/api-client/contract/system-status';
import type { DownloadLinks, DownloadOptionKind, IosVersion } from '@wl/api-client/contract/download-offer';
import type { BrandLinks } from '../customer-service-modal/rules';
import { safeExternalUrl } from '../safe-external-url';

/**
 * Download-app rules (visitor-session-games §2 "Other shell pieces" → download-app popup, §3
 * download link entry). Pure: the user agent and links come in as arguments.
 */

/** The legacy iOS tip shows for iOS 11 or lower, or 12.0 to 12.1. */
export function isLegacyIos(version: IosVersion | null): boolean {
  if (!version) return false;
  if (version.major <= 11) return true;
  return version.major === 12 && version.minor <= 1;
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

/** Install guide tip types: 1 = download the profile (iOS), 2 = add to home screen. */
export type InstallTip = 1 | 2;

export function installTip(kind: DownloadOptionKind): InstallTip | null {
  if (kind === 'iosProfile') return 1;
  if (kind === 'homeScreen') return 2;
  return null;
}

/** The app rating text of the popup. */
export const APP_RATING = '5.0';
