import { z } from 'zod';

/** A merchant code as sent in the `Merchant` header. */
export const MerchantCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be a merchant code: 2–32 letters, digits or _');

/**
 * Request headers every `/wps` call may carry (names lower-cased, as HTTP servers see them).
 * All optional here; a call that needs one checks it itself.
 */
export const WpsHeaders = z.object({
  merchant: MerchantCode.optional(),
  language: z
    .string()
    .regex(/^[A-Z]{2,3}$/, 'must be an upper-case platform language code such as EN, PT or TY')
    .optional(),
  authorization: z.string().max(2048).optional(),
  device: z.string().max(32).optional(),
});
export type WpsHeaders = z.infer<typeof WpsHeaders>;
