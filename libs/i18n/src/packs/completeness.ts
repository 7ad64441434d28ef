import type { Pack } from './pack';

/** Dotted keys of every text of a pack, e.g. `common.login`. */
export function leafKeys(pack: Pack, prefix = ''): string[] {
  return Object.entries(pack).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key, or undefined. */
export function textAt(pack: Pack, key: string): string | undefined {
  let node: string | Pack | undefined = pack;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Keys with a text in `base` and none in `pack` (what a language would show in the fallback language). */
export function missingKeys(base: Pack, pack: Pack | undefined, prefix = ''): string[] {
  // One walk of both packs side by side: a brand build checks every key of every offered language.
  return Object.entries(base).flatMap(([key, value]) => {
    const other = pack?.[key];
    if (typeof value === 'string') return typeof other === 'string' ? [] : [`${prefix}${key}`];
    return missingKeys(value, typeof other === 'object' ? other : undefined, `${prefix}${key}.`);
  });
}

/** A text with no words of its own: placeholders, numbers, signs and spaces only (e.g. `{{count}}/200`). */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

/**
 * Keys whose text is the English text unchanged: an untranslated copy. Texts without words, and texts
 * the language keeps as in English (`kept`: names, loanwords such as "Slots" or "E-mail") are not copies.
 */
export function englishCopies(english: Pack, pack: Pack, kept: readonly string[]): string[] {
  const keep = new Set(kept);
  return leafKeys(pack).filter((key) => {
    const text = textAt(pack, key);
    return text !== undefined && text === textAt(english, key) && !hasNoWords(text) && !keep.has(text);
  });
}

/** Spelling variants a pack must not mix, e.g. British "centre" and American "center". */
export const spellingPairs: readonly (readonly [string, string])[] = [
  ['centre', 'center'],
  ['favourite', 'favorite'],
  ['cancelled', 'canceled'],
  ['colour', 'color'],
  ['licence', 'license'],
];

/** The spelling pairs a pack uses both ways, each with one key of either spelling. */
export function spellingMixes(pack: Pack, pairs: readonly (readonly [string, string])[] = spellingPairs): string[] {
  const keys = leafKeys(pack);
  const firstWith = (word: string) => keys.find((key) => new RegExp(`\\b${word}`, 'i').test(textAt(pack, key) ?? ''));
  return pairs.flatMap(([a, b]) => {
    const withA = firstWith(a);
    const withB = firstWith(b);
    return withA && withB ? [`"${a}" (${withA}) and "${b}" (${withB})`] : [];
  });
}
