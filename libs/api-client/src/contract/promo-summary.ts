import { z } from 'zod/mini';

export const promoKeys = ['REFERRAL', 'MISSION'] as const;
export const PromoKey = z.enum(promoKeys);
export type PromoKey = z.infer<typeof PromoKey>;

/**
 * The answer of `sessionCalls.promoSummary` (token optional): spec §3 "Promo: key, enabled, count; total
 * unclaimed promos count". `unclaimedCount` = rewards ready to claim (footer and reward-centre badge);
 * MISSION's `count` = missions ready to claim; REFERRAL's `count` = friends invited. Visitors get the
 * switches with zero counts.
 */
export const PromoSummary = z.object({
  unclaimedCount: z.number(),
  promos: z.array(z.object({ key: PromoKey, enabled: z.boolean(), count: z.number() })),
});
export type PromoSummary = z.infer<typeof PromoSummary>;
