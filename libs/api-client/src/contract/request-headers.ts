import { z } from 'zod/mini';

/** A merchant code as sent in the `Merchant` header. */
export const MerchantCode = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_]{2,32}$/, 'must be a merchant code: 2–32 letters, digits or _'));

/**
 * Request headers every `/wps` call may carry (names lower-cased, as HTTP servers see them).
 * All optional here; a call that needs one checks it itself.
 */
export const WpsHeaders = z.object({
  merchant: z.optional(MerchantCode),
  language: z.optional(
    z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be an upper-case platform language code such as EN, PT or TY')),
  ),
  authorization: z.optional(z.string().check(z.maxLength(2048))),
  device: z.optional(z.string().check(z.maxLength(32))),
});
export type WpsHeaders = z.infer<typeof WpsHeaders>;
