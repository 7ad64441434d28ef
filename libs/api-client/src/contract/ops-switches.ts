import { z } from 'zod/mini';
import { okEnvelope } from './envelope';
import { MerchantCode } from './request-headers';

/** Path parameters of the operator switches call (`opsCalls.setSwitches`). */
export const OpsSwitchesParams = z.object({ code: MerchantCode });
export type OpsSwitchesParams = z.infer<typeof OpsSwitchesParams>;

export const OpsSwitchesBody = z
  .strictObject({
    maintenance: z.optional(z.boolean()),
    regionRestriction: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.maintenance !== undefined || body.regionRestriction !== undefined, {
      message: 'give maintenance and/or regionRestriction',
    }),
  );
export type OpsSwitchesBody = z.infer<typeof OpsSwitchesBody>;

export const OpsSwitches = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type OpsSwitches = z.infer<typeof OpsSwitches>;

export const OpsSwitchesResponse = okEnvelope(OpsSwitches);
