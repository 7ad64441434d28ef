import { z } from 'zod/mini';

/** A positive database id, also when it arrives as a query-string text. */
export const ContentId = z.coerce
  .number()
  .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'), z.lte(2_147_483_647));

/** Page of a paged list (spec: pageNum and totalPages in answers). */
export const PageQuery = {
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
};

/** Upper-case platform language code in a query string (help centre `lang`). */
export const LanguageParam = z
  .string()
  .check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN, PT or TY'));
