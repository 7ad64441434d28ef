const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * Plain text of server HTML for places that show text only (the marquee: "HTML tags escaped").
 * Script and style bodies are dropped, tags removed, common entities decoded, spaces collapsed.
 * The result is rendered as text, never as HTML.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (entities[lower] !== undefined) return entities[lower];
      const code = lower.startsWith('#x')
        ? parseInt(lower.slice(2), 16)
        : lower.startsWith('#')
          ? parseInt(lower.slice(1), 10)
          : NaN;
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
