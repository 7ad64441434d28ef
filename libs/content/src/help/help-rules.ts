/** Help topics are refetched this long after a language change (spec §9). */
export const HELP_REFETCH_DELAY_MS = 200;
