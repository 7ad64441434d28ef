/**
 * The choices the screen offers, in a fixed order and limited to what the brand's policy allows.
 * Pure: no React, no I/O.
 */
export type TimeoutPeriod = '24h' | '7d' | '30d';
export type ExclusionPeriod = '6m' | '1y' | '5y' | 'permanent';

const timeoutOrder: readonly TimeoutPeriod[] = ['24h', '7d', '30d'];
const exclusionOrder: readonly ExclusionPeriod[] = ['6m', '1y', '5y', 'permanent'];

/** The offered time-out periods, shortest first. */
export function timeoutChoices(offered: readonly TimeoutPeriod[]): TimeoutPeriod[] {
  return timeoutOrder.filter((p) => offered.includes(p));
}

/** The offered exclusion periods, shortest first (the policy's minimum already applied by the platform). */
export function exclusionChoices(offered: readonly ExclusionPeriod[]): ExclusionPeriod[] {
  return exclusionOrder.filter((p) => offered.includes(p));
}

/** Reality-check intervals: off (0) first, then the offered minutes ascending, without repeats. */
export function realityChoices(offered: readonly number[]): number[] {
  const minutes = [...new Set(offered.filter((m) => Number.isInteger(m) && m > 0))].sort((a, b) => a - b);
  return [0, ...minutes];
}

/** The pack key and values naming a reality-check interval. */
export function realityChoiceText(minutes: number): { key: string; values?: { count: number } } {
  return minutes === 0
    ? { key: 'protection.reality.off' }
    : { key: 'protection.reality.minutes', values: { count: minutes } };
}

/**
 * A help link from brand data: only http(s) addresses (anything else, e.g. javascript:, is dropped).
 */
export function safeHelpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
