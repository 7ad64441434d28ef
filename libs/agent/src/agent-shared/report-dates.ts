import { MAX_REPORT_DAYS, isCalendarDate } from '@wl/api-client/contract/agent-calls';
import { daysBetween } from '@wl/api-client/contract/money-common';

/** Report dates on the client, in the brand's time zone (brand.json `timeZone`). Pure. */

/** The local day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(ms: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(ms),
  );
}

/** How agent screens write instants: in the active language's locale, in the brand's report time zone. */
export interface InstantFormats {
  date: (ms: number) => string;
  dateTime: (ms: number) => string;
  time: (ms: number) => string;
}

/** The formats of a locale (BCP 47, `localeOf` of `@wl/i18n`) and a time zone, each made once. */
export function instantFormats(locale: string, timeZone: string): InstantFormats {
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  return {
    date: (ms) => date.format(new Date(ms)),
    dateTime: (ms) => dateTime.format(new Date(ms)),
    time: (ms) => time.format(new Date(ms)),
  };
}

/** The local hour (0–23) of an instant in a time zone. */
export function localHour(ms: number, timeZone: string): number {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date(ms)),
  );
  return Number.isFinite(hour) ? hour % 24 : 0;
}

/** A day shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'last30';
export const rangePresets: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'thisMonth', 'last30'];

export interface DayRange {
  startDate: string;
  endDate: string;
}

export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: shiftDay(today, -1), endDate: shiftDay(today, -1) };
    case 'last7':
      return { startDate: shiftDay(today, -6), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'last30':
      return { startDate: shiftDay(today, -29), endDate: today };
  }
}

/** The preset a range equals, if any. */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  return (
    rangePresets.find((p) => {
      const r = presetRange(p, today);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

/** The pack key of what is wrong with a range, or null (both days valid, in order, at most 93 days). */
export function rangeProblem(range: DayRange): string | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return 'agent.range.invalid';
  if (range.startDate > range.endDate) return 'agent.range.order';
  if (daysBetween(range.startDate, range.endDate) >= MAX_REPORT_DAYS) return 'agent.range.tooLong';
  return null;
}

/** A range from the query string, or the fallback when it is missing or not valid. */
export function rangeFromSearch(params: URLSearchParams, fallback: DayRange): DayRange {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return rangeProblem(range) === null ? range : fallback;
}
