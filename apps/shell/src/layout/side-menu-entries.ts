import type { MenuSwitch } from '@wl/brand';
import { entryAllowed, type EntryContext, type EntryId, type RunningMode } from '@wl/session';

import { sitePaths } from '@wl/brand';
/** External link entries of the side menu, resolved from brand links and status resources. */
export interface MenuLinks {
  messagingService?: string;
  messagingApp?: string;
  socialNetwork?: string;
}

export type SideMenuEntry =
  | { id: string; labelKey: string; kind: 'route'; to: string }
  | { id: string; labelKey: string; kind: 'action'; action: 'service' | 'download' | 'affiliate' }
  | { id: string; labelKey: string; kind: 'external'; href: string };

export interface SideMenuInput {
  loggedIn: boolean;
  menu: Readonly<Record<MenuSwitch, boolean>>;
  links: MenuLinks;
  runningMode: RunningMode;
  /** Flags, promotion switches and role: the one entry rule of `@wl/session` (`entryAllowed`). */
  entry: EntryContext;
}

const route = (id: string, labelKey: string, to: string): SideMenuEntry => ({ id, labelKey, kind: 'route', to });
const external = (id: string, labelKey: string, href: string | undefined): SideMenuEntry | undefined =>
  href ? { id, labelKey, kind: 'external', href } : undefined;

/**
 * Side menu (spec §2 "Side menu"): logged out → login and register first. Service, invite,
 * feedback and help need no menu switch; download only in a plain browser (not the native app or an
 * installed web app); mission when the MISSION promotion is on; link entries only when
 * configured; deposit, withdraw, betting record, reward centre, security centre per menu switch;
 * responsible gaming (player protection) for everyone, by the entry rule (decision 0040).
 * Feature entries also pass the one entry rule (`entryAllowed`): with REWCEN3 or FEEDBACK3 off the
 * operator turned the feature off, so the menu does not offer it (decision 0035).
 */
export function sideMenuEntries({ loggedIn, menu, links, runningMode, entry }: SideMenuInput): SideMenuEntry[] {
  const allowed = (id: EntryId) => entryAllowed(id, entry);
  const entries: (SideMenuEntry | false | undefined)[] = [
    !loggedIn && route('login', 'common.login', sitePaths.login),
    !loggedIn && route('register', 'common.register', sitePaths.register),
    menu.deposit && route('deposit', 'nav.deposit', sitePaths.deposit),
    menu.withdraw && route('withdraw', 'nav.withdraw', sitePaths.withdraw),
    menu.bettingRecord && allowed('bettingRecord') && route('bettingRecord', 'nav.bettingRecord', sitePaths.betRecord),
    menu.rewardCenter && allowed('rewardCenter') && route('rewardCenter', 'nav.rewardCenter', sitePaths.rewardCenter),
    allowed('mission') && route('mission', 'nav.mission', sitePaths.leaderBoard),
    { id: 'customerService', labelKey: 'nav.customerService', kind: 'action', action: 'service' },
    runningMode === 'browser' && { id: 'appDownload', labelKey: 'nav.appDownload', kind: 'action', action: 'download' },
    // The affiliate action decides: agent modal, /m/inviteFriends (REFERRAL) or coming soon (@wl/session).
    { id: 'invite', labelKey: 'nav.invite', kind: 'action', action: 'affiliate' },
    allowed('feedback') && route('feedback', 'nav.feedback', sitePaths.feedback),
    external('messagingService', 'nav.messagingService', links.messagingService),
    external('messagingApp', 'nav.messagingApp', links.messagingApp),
    external('socialNetwork', 'nav.socialNetwork', links.socialNetwork),
    menu.securityCenter && route('securityCenter', 'nav.securityCenter', sitePaths.securityCenter),
    allowed('responsibleGaming') && route('responsibleGaming', 'nav.responsibleGaming', sitePaths.responsibleGaming),
    route('help', 'nav.helpCenter', sitePaths.help),
  ];
  return entries.filter((e): e is SideMenuEntry => Boolean(e));
}

/** Only http(s) links are used; anything else (javascript:, data:) is dropped. */
function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Link entries: the platform's resources (TELEGRAM = messaging app, FACEBOOK = social network)
 * win over the brand's defaults; the messaging-app customer-service link comes from the brand.
 */
export function resolveMenuLinks(
  brandLinks: { messagingApp?: string; messagingService?: string; socialNetwork?: string },
  resources: readonly { resourceType: string; url: string }[],
): MenuLinks {
  const resource = (type: string) => resources.find((r) => r.resourceType === type && httpUrl(r.url))?.url;
  return {
    messagingService: httpUrl(brandLinks.messagingService),
    messagingApp: httpUrl(resource('TELEGRAM') ?? brandLinks.messagingApp),
    socialNetwork: httpUrl(resource('FACEBOOK') ?? brandLinks.socialNetwork),
  };
}
