/**
 * What the database searches and sorts the game list by (kept on each game row by whoever writes it:
 * the seed, an operator's tool).
 */

/** Every name of a game in lower case, one per line (a search matches any language's name). */
export function searchText(name: string, otherNames: readonly (string | undefined)[]): string {
  return [...new Set([name, ...otherNames].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase()))].join(
    '\n',
  );
}

/** List position: category order, then the vendor's order in the category, then the game's own order. */
export function listOrder(categorySort: number, vendorSort: number, gameSort: number): number {
  return categorySort * 1_000_000 + vendorSort * 10_000 + gameSort;
}

/** What a player's text is looked for in `search_text`: trimmed, in lower case. */
export function searchTerm(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The `LIKE` pattern that finds a term anywhere in `search_text`, every character of it literally (`%`, `_` and
 * the escape character `\` escaped): the form the trigram index (migration 0019) answers.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
