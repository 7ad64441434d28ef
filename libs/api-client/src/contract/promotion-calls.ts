import { z } from 'zod/mini';
import { ContentId } from './content-common';

/** A promotion (REWCEN3 family): texts in the request's language; `content` is HTML. */
export const PromotionSummary = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  /** ms since the epoch; endAt null = open-ended */
  startAt: z.number(),
  endAt: z.nullable(z.number()),
  /** Only logged-in real members may take part (the claim itself is a later call). */
  membersOnly: z.boolean(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;
export const Promotion = z.extend(PromotionSummary, { content: z.string() });
export type Promotion = z.infer<typeof Promotion>;

export const PromotionList = z.object({ promotions: z.array(PromotionSummary) });
export type PromotionList = z.infer<typeof PromotionList>;

export const PromotionQuery = z.object({ id: ContentId });
