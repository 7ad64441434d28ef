import { findLanguage, type LanguageInfo } from '@wl/i18n/languages';

/** Language switcher rules (visitor-session-games §2 "Other shell pieces" → language selector). Pure. */

/** The brand's offered languages, in the brand's order, unknown codes and repeats left out. */
export function offeredLanguages(offered: readonly string[]): LanguageInfo[] {
  const seen = new Set<string>();
  return offered.flatMap((code) => {
    const info = findLanguage(code);
    if (!info || seen.has(info.code)) return [];
    seen.add(info.code);
    return [info];
  });
}

/** The language shown as selected: the current one when offered, else the brand's default. */
export function selectedLanguage(
  current: string | undefined,
  offered: readonly LanguageInfo[],
  defaultCode: string,
): string {
  const upper = current?.toUpperCase();
  if (upper && offered.some((l) => l.code === upper)) return upper;
  return defaultCode;
}

/** One `Intl.DisplayNames` per locale: making one costs far more than asking it (each flag asks on every render). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/** A region's name in a language, e.g. PH in `fil` → "Pilipinas"; the code itself when unknown. */
export function regionName(region: string, locale: string): string {
  try {
    return regionNamesIn(locale)?.of(region.toUpperCase()) ?? region;
  } catch {
    return region;
  }
}

/** Keyboard movement in the open list: arrows wrap around, Home and End jump. Other keys: no move. */
export function nextOptionIndex(current: number, key: string, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return (current + 1 + count) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}
