import { MAX_RANGE_DAYS, daysBetween, isDateString, localDate } from '@wl/api-client/contract/money-common';

/** Date presets of the records screens; `custom` reads `from` and `to` from the address. */
export const rangePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface DateRange {
  preset: RangePreset | 'custom';
  startDate: string;
  endDate: string;
}

const DAY = 86_400_000;

/** The local dates a preset covers at `now` in the caller's time zone (`Date#getTimezoneOffset`). */
export function presetRange(preset: RangePreset, now: number, tzOffset: number): DateRange {
  const today = localDate(now, tzOffset);
  const back = (days: number) => localDate(now - days * DAY, tzOffset);
  switch (preset) {
    case 'today':
      return { preset, startDate: today, endDate: today };
    case 'yesterday':
      return { preset, startDate: back(1), endDate: back(1) };
    case 'last7':
      return { preset, startDate: back(6), endDate: today };
    case 'last30':
      return { preset, startDate: back(29), endDate: today };
  }
}

/**
 * The range in the address (`?range=last7`, or `?from=2024-05-01&to=2024-05-31`). Anything broken —
 * an unknown preset, a bad date, an end before the start, more than 93 days — falls back to `fallback`.
 */
export function rangeFromParams(
  params: URLSearchParams,
  now: number,
  tzOffset: number,
  fallback: RangePreset = 'last7',
): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isDateString(from) && isDateString(to) && to >= from && daysBetween(from, to) < MAX_RANGE_DAYS) {
    return { preset: 'custom', startDate: from, endDate: to };
  }
  const preset = params.get('range');
  return presetRange(
    (rangePresets as readonly string[]).includes(preset ?? '') ? (preset as RangePreset) : fallback,
    now,
    tzOffset,
  );
}
