import { z } from 'zod/mini';
import { MerchantCode } from './request-headers';
import { ContentId } from './content-common';

/**
 * Announcements (visitor-session-games §3/§4/§7, member-agent-platform §2/§7): one call answers the
 * requested types — B banners (of `groupName`), PL player notices, PU popups, H hot news, A agent
 * notices — each into its own list of the answer. Server-supplied titles and contents are HTML:
 * the client sanitises before rendering.
 */
export const announcementTypes = ['B', 'PL', 'PU', 'H', 'A'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Popup executions: A for members, B for visitors, F for members on their first login. */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** Banner groups the site reads; m_reg is read as m_register. */
export const bannerGroups = ['m_home', 'm_login', 'm_register', 'm_reg', 'm_video'] as const;

const typeList = new RegExp(`^(${announcementTypes.join('|')})(,(${announcementTypes.join('|')}))*$`);

/** GET query: `types` is a comma list (e.g. `B,PL,PU,H`); platform M (mobile) by default. */
export const AnnouncementQuery = z.object({
  types: z
    .string()
    .check(z.maxLength(40), z.regex(typeList, `must be a comma list of ${announcementTypes.join(', ')}`)),
  groupName: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a banner group such as m_home'))),
  platform: z._default(z.enum(['M', 'W']), 'M'),
  merchantCode: z.optional(MerchantCode),
});
export type AnnouncementQuery = z.input<typeof AnnouncementQuery>;

/** The types of a `types` query value, without repeats. */
export function parseAnnouncementTypes(types: string): AnnouncementType[] {
  return [...new Set(types.split(','))].filter((t): t is AnnouncementType =>
    (announcementTypes as readonly string[]).includes(t),
  );
}

/** Banner (spec §3: url, groupName, linkage); `title` is the picture's text for assistive technology. */
export const Banner = z.object({
  id: z.number(),
  url: z.string(),
  groupName: z.string(),
  /** Where a tap leads (a site path or an http(s) URL), or the video of an m_video banner. */
  linkage: z.nullable(z.string()),
  title: z.string(),
});
export type Banner = z.infer<typeof Banner>;

/** A notice (PL, H or A): id, title, content, read flag. */
export const Announcement = z.object({
  id: z.number(),
  type: z.enum(['PL', 'H', 'A']),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** ms since the epoch */
  publishedAt: z.number(),
  /** The promotion the notice announces (its detail is /m/activity?id=…), or null. */
  promotionId: z.nullable(z.number()),
});
export type Announcement = z.infer<typeof Announcement>;

/** Popup announcement (spec §3: id, title, content, execution, promotionType). */
export const PopupAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  execution: z.enum(popupExecutions),
  promotionType: z.nullable(z.string()),
});
export type PopupAnnouncement = z.infer<typeof PopupAnnouncement>;

/** Answer: banners, player (notices), popup, hot, promotion, and footer.unreadCount (unread notices). */
export const AnnouncementList = z.object({
  banners: z.array(Banner),
  player: z.array(Announcement),
  popup: z.array(PopupAnnouncement),
  hot: z.array(Announcement),
  /** The notices of the answer that announce a promotion. */
  promotion: z.array(Announcement),
  footer: z.object({ unreadCount: z.number() }),
});
export type AnnouncementList = z.infer<typeof AnnouncementList>;

/** POST body (spec: announcementId, read true), with the session token; throttled to one per 150 ms by the client. */
export const MarkAnnouncementRead = z.object({ announcementId: ContentId, read: z.literal(true) });
export type MarkAnnouncementRead = z.infer<typeof MarkAnnouncementRead>;
export const MarkAnnouncementReadResult = z.object({ announcementId: z.number(), read: z.literal(true) });

/** GET lobby news (no token): the hot news of the merchant. */
export const LobbyNews = z.object({ news: z.array(Announcement) });
