import { z } from 'zod/mini';
import { okEnvelope } from './envelope';
import { Vassalage } from './game-catalogue';

/** Path parameters of the operator game call (`opsCalls.setGame`). */
export const OpsGameParams = z.object({
  vendor: Vassalage,
  gameId: z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, 'must be a game id')),
});
export type OpsGameParams = z.infer<typeof OpsGameParams>;

export const OpsGameBody = z
  .strictObject({
    enabled: z.optional(z.boolean()),
    hot: z.optional(z.boolean()),
    isNew: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.enabled !== undefined || body.hot !== undefined || body.isNew !== undefined, {
      message: 'give enabled, hot and/or isNew',
    }),
  );
export type OpsGameBody = z.infer<typeof OpsGameBody>;

export const OpsGame = z.object({
  vendor: z.string(),
  gameId: z.string(),
  nodeId: z.number(),
  enabled: z.boolean(),
  /** Position in the hot list (1 = first), null when not hot. */
  hotRank: z.nullable(z.number()),
  isNew: z.boolean(),
});
export type OpsGame = z.infer<typeof OpsGame>;

export const OpsGameResponse = okEnvelope(OpsGame);
