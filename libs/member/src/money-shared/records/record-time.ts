/**
 * A record's date and time in the page's language and the brand's report time zone (brand.json
 * `timeZone`, UTC when absent) — the zone the agent screens and the platform's report days use, so a
 * record never shows another day than the report that counts it. Pure.
 */
export function recordDateTimeFormat(locale: string, timeZone: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
  return (ms) => format.format(ms);
}
