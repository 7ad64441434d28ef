/** Help topics are refetched this long after a language change (spec §9). */
export const HELP_REFETCH_DELAY_MS = 200;

/** The topic index from `?i=`: a whole number within the list, default 0. */
export function helpIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}
