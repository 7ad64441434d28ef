/**
 * A player's name as the winner board shows it: the first two and last two characters around three
 * asterisks (`ma***88`); names of four characters or fewer keep only their first character (`j***`).
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
