/**
 * Which tab a key press moves to in a horizontal tab list (WAI-ARIA tabs pattern):
 * arrows step and wrap, Home and End jump to the ends; disabled tabs are skipped.
 * Returns null for any other key or when no tab can take focus.
 */
export function nextTabIndex(key: string, current: number, disabled: readonly boolean[]): number | null {
  const count = disabled.length;
  if (count === 0) return null;
  const enabled = (i: number) => !disabled[i];
  const scan = (start: number, step: 1 | -1): number | null => {
    for (let n = 0; n < count; n += 1) {
      const i = (((start + step * n) % count) + count) % count;
      if (enabled(i)) return i;
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return scan(current + 1, 1);
    case 'ArrowLeft':
      return scan(current - 1, -1);
    case 'Home':
      return scan(0, 1);
    case 'End':
      return scan(count - 1, -1);
    default:
      return null;
  }
}
