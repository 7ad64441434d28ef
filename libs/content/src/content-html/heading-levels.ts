/** The level the top heading of a piece of server HTML takes on its page: under the page's own title (h1). */
export type ContentHeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * The level each heading level found in server HTML takes on the page (WCAG 1.3.1: headings in order, none
 * skipped): the content's top level becomes `top`, each deeper level found the next one (h3 then h5 under an h2
 * becomes h3 then h4), none past h6. An operator writes a topic's headings without knowing where the page shows it.
 */
export function headingLevelsUnder(found: readonly number[], top: ContentHeadingLevel): Map<number, number> {
  const levels = [...new Set(found)].filter((level) => level >= 1 && level <= 6).sort((a, b) => a - b);
  return new Map(levels.map((level, i) => [level, Math.min(top + i, 6)]));
}
