import { z } from 'zod/mini';
import { MerchantCode } from './request-headers';
import { popupExecutions } from './announcement-calls';

/**
 * Operator content routes (bearer OPS_TOKEN, like the switches): publish announcements and popups,
 * help topics and inbox messages, and answer a member's chat. Content is stored as given (HTML);
 * the site sanitises it before rendering.
 */
export const OpsMerchantParams = z.object({ code: MerchantCode });
/** Path parameters of the calls withdrawing one item (`…/:code/announcements/:id` and the like). */
export const OpsContentItemParams = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_]{2,32}$/)),
  id: z.coerce.number().check(z.int(), z.gte(1)),
});
const language = z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be an upper-case language code such as EN'));
const title = z.string().check(z.minLength(1), z.maxLength(200));
const html = z.string().check(z.minLength(1), z.maxLength(20_000));

export const OpsAnnouncementBody = z.object({
  type: z.enum(['PL', 'PU', 'H', 'A']),
  language,
  title,
  content: html,
  /** Popups only. */
  execution: z.optional(z.enum(popupExecutions)),
});
export type OpsAnnouncementBody = z.infer<typeof OpsAnnouncementBody>;

export const OpsHelpTopicBody = z.object({
  language,
  title,
  content: html,
  sort: z._default(z.number().check(z.int()), 0),
});
export type OpsHelpTopicBody = z.infer<typeof OpsHelpTopicBody>;

export const OpsInboxBody = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(32)),
  title,
  content: html,
});
export type OpsInboxBody = z.infer<typeof OpsInboxBody>;

export const OpsChatReplyBody = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(32)),
  text: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type OpsChatReplyBody = z.infer<typeof OpsChatReplyBody>;

export const OpsCreated = z.object({ id: z.number() });
export const OpsDeleted = z.object({ deleted: z.number() });
