/** Name display limit (spec §9). */
export const NAME_DISPLAY_LIMIT = 16;

/** Names longer than 16 characters show the first 3, three asterisks, then the last 10. */
export function displayName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= NAME_DISPLAY_LIMIT) return name;
  return `${chars.slice(0, 3).join('')}***${chars.slice(-10).join('')}`;
}
