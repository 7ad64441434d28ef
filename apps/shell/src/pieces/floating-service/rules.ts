import { isInstalled, type RunningMode } from '@wl/session';
import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';

import { sitePaths } from '@wl/brand';
/**
 * The floating service widget's list (visitor-session-games §2 "Other shell pieces"; member-agent-platform
 * §2 "The service menu offers: customer service (list of service links and, where present, social or app
 * links; Line only when a Line link exists), messages, announcements (with an unread dot), feedback,
 * telegram"): the live chat and the customer-service list, the configured messaging, social and Line
 * links, messages, announcements, feedback, a trigger for the download-app popup and a scroll-to-top
 * button. Pure.
 */
export type FloatingPage = 'messages' | 'announcements' | 'feedback';

export type FloatingItem =
  | { kind: 'contact'; link: ContactLink }
  | { kind: 'service'; link: ServiceLink }
  | { kind: 'chat' }
  | { kind: 'page'; page: FloatingPage; to: string }
  | { kind: 'download' }
  | { kind: 'scrollTop' };

const pageRoutes: Readonly<Record<FloatingPage, string>> = {
  messages: sitePaths.inbox,
  announcements: sitePaths.notice,
  feedback: sitePaths.feedback,
};

export interface FloatingItemsInput {
  serviceLinks: readonly ServiceLink[];
  contactLinks: readonly ContactLink[];
  runningMode: RunningMode;
  /** The download popup has something to offer on this device. */
  hasDownloadOptions: boolean;
  /** The site's own live chat is visible for the caller (CBS3, not a guest, no nochat label). */
  liveChat?: boolean;
  /** Messages and feedback as the one entry rule allows them (`entryAllowed`: MAILCEN, FEEDBACK3). */
  pages?: { messages: boolean; feedback: boolean };
}

export function floatingServiceItems({
  serviceLinks,
  contactLinks,
  runningMode,
  hasDownloadOptions,
  liveChat = false,
  pages = { messages: false, feedback: false },
}: FloatingItemsInput): FloatingItem[] {
  const items: FloatingItem[] = [];
  if (liveChat) items.push({ kind: 'chat' });
  for (const link of serviceLinks) items.push({ kind: 'service', link });
  // Each contact link only when configured (contactLinks leaves out the others: Line only with a Line link).
  for (const link of contactLinks) items.push({ kind: 'contact', link });
  const page = (id: FloatingPage): FloatingItem => ({ kind: 'page', page: id, to: pageRoutes[id] });
  if (pages.messages) items.push(page('messages'));
  items.push(page('announcements'));
  if (pages.feedback) items.push(page('feedback'));
  // Like the side menu's download entry: only outside the native app and installed web app.
  if (hasDownloadOptions && !isInstalled(runningMode)) items.push({ kind: 'download' });
  items.push({ kind: 'scrollTop' });
  return items;
}

/** Apps and networks recognised from a link's host: the name the link's label shows ("Join us on Telegram"). */
const knownApps: readonly (readonly [hosts: readonly string[], name: string])[] = [
  [['t.me', 'telegram.me', 'telegram.org'], 'Telegram'],
  [['wa.me', 'whatsapp.com', 'chat.whatsapp.com'], 'WhatsApp'],
  [['m.me', 'messenger.com'], 'Messenger'],
  [['facebook.com', 'fb.com', 'fb.me'], 'Facebook'],
  [['instagram.com'], 'Instagram'],
  [['line.me'], 'LINE'],
  [['x.com', 'twitter.com'], 'X'],
  [['youtube.com', 'youtu.be'], 'YouTube'],
  [['tiktok.com'], 'TikTok'],
  [['viber.com', 'invite.viber.com'], 'Viber'],
  [['discord.gg', 'discord.com'], 'Discord'],
];

/** The app a link leads to, from its host (subdomains such as www. and m. included); undefined when unknown. */
export function contactAppName(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return knownApps.find(([hosts]) => hosts.some((known) => host === known || host.endsWith(`.${known}`)))?.[1];
}
