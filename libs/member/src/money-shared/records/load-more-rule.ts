/** Infinite lists (spec §9): load the next page within 300 px of the bottom, at most once per second. */
export const LOAD_MORE_THRESHOLD_PX = 300;
export const LOAD_MORE_MIN_INTERVAL_MS = 1_000;

export interface LoadMoreInput {
  /** Pixels between the bottom of the viewport and the end of the page. */
  distanceToBottom: number;
  hasNextPage: boolean;
  loading: boolean;
  /** When the last page was asked for (ms), or undefined. */
  lastLoadAt: number | undefined;
  now: number;
}

export function shouldLoadMore({ distanceToBottom, hasNextPage, loading, lastLoadAt, now }: LoadMoreInput): boolean {
  if (!hasNextPage || loading) return false;
  if (distanceToBottom > LOAD_MORE_THRESHOLD_PX) return false;
  return lastLoadAt === undefined || now - lastLoadAt >= LOAD_MORE_MIN_INTERVAL_MS;
}
