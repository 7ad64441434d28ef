import { isInstalled, type RunningMode } from '@wl/session';
import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';

/**
 * The floating service widget's list (visitor-session-games §2 "Other shell pieces"): a
 * messaging-app link, a social-network link, the customer-service list, a trigger for the
 * download-app popup and a scroll-to-top button. Pure.
 */
export type FloatingItem =
  | { kind: 'contact'; link: ContactLink }
  | { kind: 'service'; link: ServiceLink }
  | { kind: 'download' }
  | { kind: 'scrollTop' };

export interface FloatingItemsInput {
  serviceLinks: readonly ServiceLink[];
  contactLinks: readonly ContactLink[];
  runningMode: RunningMode;
  /** The download popup has something to offer on this device. */
  hasDownloadOptions: boolean;
}

const widgetContacts: ReadonlySet<ContactLink['kind']> = new Set(['messagingApp', 'socialNetwork']);

export function floatingServiceItems({ serviceLinks, contactLinks, runningMode, hasDownloadOptions }: FloatingItemsInput): FloatingItem[] {
  const items: FloatingItem[] = [];
  for (const link of contactLinks) if (widgetContacts.has(link.kind)) items.push({ kind: 'contact', link });
  for (const link of serviceLinks) items.push({ kind: 'service', link });
  // Like the side menu's download entry: only outside the native app and installed web app.
  if (hasDownloadOptions && !isInstalled(runningMode)) items.push({ kind: 'download' });
  items.push({ kind: 'scrollTop' });
  return items;
}
