/**
 * The brand's report time zone (UTC when brand.json names none). Its own module: the screens that format dates read
 * it, and the brand schema (schema.ts) stays out of the browser's JavaScript (docs/decisions/0024).
 */
export function brandTimeZone(brand: { timeZone?: string | undefined }): string {
  return brand.timeZone ?? 'UTC';
}
