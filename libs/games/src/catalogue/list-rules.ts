/** Infinite scroll (spec §2): load the next page within 300 px of the end, at most once per 1000 ms. */
export const LOAD_MORE_THRESHOLD_PX = 300;
export const LOAD_MORE_MIN_INTERVAL_MS = 1000;

export interface LoadMoreInput {
  /** Pixels from the bottom of the viewport to the end of the list. */
  distanceToEnd: number;
  hasNextPage: boolean;
  fetching: boolean;
  now: number;
  /** When the last page was asked for (0 = never). */
  lastLoadAt: number;
}

export function shouldLoadMore({ distanceToEnd, hasNextPage, fetching, now, lastLoadAt }: LoadMoreInput): boolean {
  return (
    hasNextPage && !fetching && distanceToEnd <= LOAD_MORE_THRESHOLD_PX && now - lastLoadAt >= LOAD_MORE_MIN_INTERVAL_MS
  );
}

/** A vendor list (block of one vendor's games) shows 6 games and a "more" state when it has more. */
export const VENDOR_BLOCK_SIZE = 6;

export function vendorBlock<T>(games: readonly T[], total: number): { shown: T[]; more: boolean } {
  return { shown: games.slice(0, VENDOR_BLOCK_SIZE), more: total > VENDOR_BLOCK_SIZE };
}

/**
 * The placeholder tiles of a vendor's block while its games load: as many as it will show, from the vendor's game
 * count in the categories' answer, so the blocks under it stay where they are when the games come (no layout shift).
 */
export function vendorBlockTiles(gameCount: number): number {
  return Math.max(0, Math.min(VENDOR_BLOCK_SIZE, Math.floor(gameCount)));
}

/** The winner board scrolls when it has more than 6 rows. */
export const WINNER_VISIBLE_ROWS = 6;
export function winnerBoardScrolls(rows: number): boolean {
  return rows > WINNER_VISIBLE_ROWS;
}

/** What decides whether the winner board moves on by itself. */
export interface WinnerBoardMotion {
  rows: number;
  /** The pointer or the focus is on the board. */
  held: boolean;
  reducedMotion: boolean;
  /** Some of the board is on the screen. */
  inView: boolean;
}

/**
 * The board moves (one row a second) when it has more rows than its box shows, nobody holds it, motion is not
 * reduced, and it is on the screen: a board nobody can see does not spend the phone's time moving.
 */
export function winnerBoardMoves({ rows, held, reducedMotion, inView }: WinnerBoardMotion): boolean {
  return winnerBoardScrolls(rows) && !held && !reducedMotion && inView;
}

/**
 * The winner rows drawn in the board's first render: what its box shows and the row coming next. The rest (up
 * to 100) follow a batch at a time, each in a task of its own while the page is idle, once the board is seen
 * (winnerRowsComeIn), so the board's arrival never makes a long task (all 92 in one render made one commit of about
 * 550 elements).
 */
export const WINNER_FIRST_ROWS = WINNER_VISIBLE_ROWS + 2;

/** Winner rows let in per batch after the first ones: two boxes' worth. */
export const WINNER_ROWS_PER_BATCH = WINNER_VISIBLE_ROWS * 2;

/** How many of `total` winner rows are drawn after the batch that follows `drawn` rows (0: the first render). */
export function winnerRowsDrawn(total: number, drawn: number): number {
  return Math.min(total, drawn < WINNER_FIRST_ROWS ? WINNER_FIRST_ROWS : drawn + WINNER_ROWS_PER_BATCH);
}

/** What decides whether the next batch of winner rows is drawn now. */
export interface WinnerRowsBatch {
  drawn: number;
  total: number;
  /** Some of the board is on the screen. */
  inView: boolean;
  /** The pointer or the focus is on the board. */
  held: boolean;
}

/**
 * The rows after the first ones come in while the board is on the screen or in use (the pointer or the focus on
 * it): a board below the fold keeps its first rows until the player gets to it, so the page's load does not draw
 * the about 400 elements of rows nobody sees (decision 0089).
 */
export function winnerRowsComeIn({ drawn, total, inView, held }: WinnerRowsBatch): boolean {
  return drawn < total && (inView || held);
}

/** Rows below the board's box whose game icons load before they scroll in, so each row arrives with its icon. */
export const WINNER_ICON_ROWS_AHEAD = 2;

/**
 * How many winner rows show their game icon: every row the box has reached so far (its scroll position and
 * height) and the next two. The icons of the rows still hidden in the box wait for the scroll (one row a second),
 * so a first visit loads about eight icons instead of up to a hundred; a row once reached keeps its icon.
 */
export function winnerIconRows(scrollTop: number, boxHeight: number, rowHeight: number): number {
  return Math.ceil((Math.max(0, scrollTop) + Math.max(0, boxHeight)) / rowHeight) + WINNER_ICON_ROWS_AHEAD;
}

/** The catalogue's language: the site language as a platform code (upper case), English when none is set yet. */
export function catalogueLanguageOf(siteLanguage: string | undefined): string {
  return (siteLanguage || 'EN').toUpperCase();
}

/** Columns of the game grid for a container width (tiles of about 110 px, at least 3). */
export function gridColumns(width: number): number {
  return Math.max(3, Math.min(8, Math.floor((width + 8) / 118)));
}
