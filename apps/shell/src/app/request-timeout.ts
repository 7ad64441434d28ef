import { defaultRequestTimeoutMs } from '@wl/api-client';

/**
 * Name of a window property that shortens the request timeout of this page load. Only a script run
 * before the page (the e2e journeys' init script) can set it; the site itself never does, so the
 * default (15 s) holds everywhere else.
 */
export const requestTimeoutOverride = '__wlRequestTimeoutMs';

const shortest = 1_000;

/** The timeout to use: the override when it is a number of ms between 1 s and the default, else the default. */
export function requestTimeoutMs(override: unknown): number {
  if (typeof override !== 'number' || !Number.isFinite(override)) return defaultRequestTimeoutMs;
  if (override < shortest || override > defaultRequestTimeoutMs) return defaultRequestTimeoutMs;
  return Math.round(override);
}
