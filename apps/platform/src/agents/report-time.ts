import { DAY, HOUR } from '../db/clock';

/**
 * Report time in the brand's time zone (brand.json `timeZone`, UTC by default): "today" of the agent
 * counters, report days YYYY-MM-DD and the half-month dividend periods. Pure; DST-safe through Intl.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local wall-clock parts of an instant. */
function parts(
  ms: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** Offset of the zone at an instant: local wall-clock time minus UTC, in ms. */
export function zoneOffset(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day (YYYY-MM-DD) of an instant. */
export function localDate(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant a local day (YYYY-MM-DD) begins. */
export function dayStart(date: string, timeZone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`);
  let guess = naive - zoneOffset(naive, timeZone);
  // A second pass settles days whose midnight falls next to a DST change.
  guess = naive - zoneOffset(guess, timeZone);
  return guess;
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/** [from, to) of a report range, both days included. */
export function rangeBounds(startDate: string, endDate: string, timeZone: string): { from: number; to: number } {
  return { from: dayStart(startDate, timeZone), to: dayStart(nextDate(endDate), timeZone) };
}

/** The local days of a range, newest first. */
export function datesDescending(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let d = endDate; d >= startDate; d = new Date(Date.parse(`${d}T00:00:00Z`) - DAY).toISOString().slice(0, 10))
    out.push(d);
  return out;
}

export type PeriodUnit = 'day' | 'hour' | 'half_month';

/** The period [start, end) holding an instant: a local day, a clock hour, or a half month (1st–15th, 16th–end). */
export function periodAt(ms: number, unit: PeriodUnit, timeZone: string): { start: number; end: number } {
  if (unit === 'hour') {
    const start = Math.floor(ms / HOUR) * HOUR;
    return { start, end: start + HOUR };
  }
  const date = localDate(ms, timeZone);
  if (unit === 'day') return { start: dayStart(date, timeZone), end: dayStart(nextDate(date), timeZone) };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = day <= 15 ? `${year}-${pad(month)}-01` : `${year}-${pad(month)}-16`;
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const after = day <= 15 ? `${year}-${pad(month)}-16` : nextMonth;
  return { start: dayStart(first, timeZone), end: dayStart(after, timeZone) };
}

/** The completed periods from the one holding `from` up to the last one ending at or before `now`, oldest first. */
export function completedPeriods(
  from: number,
  now: number,
  unit: PeriodUnit,
  timeZone: string,
): { start: number; end: number }[] {
  const periods: { start: number; end: number }[] = [];
  let period = periodAt(from, unit, timeZone);
  while (period.end <= now) {
    periods.push(period);
    period = periodAt(period.end, unit, timeZone);
  }
  return periods;
}
