import {
  gridColumns,
  shouldLoadMore,
  vendorBlock,
  vendorBlockTiles,
  winnerBoardMoves,
  winnerRowsComeIn,
  winnerBoardScrolls,
  winnerRowsDrawn,
  winnerIconRows,
} from './list-rules';

describe('infinite scroll', () => {
  const ready = { distanceToEnd: 100, hasNextPage: true, fetching: false, now: 10_000, lastLoadAt: 0 };
  it.each<[string, Partial<typeof ready>, boolean]>([
    ['loads within 300 px of the end', {}, true],
    ['loads at exactly 300 px', { distanceToEnd: 300 }, true],
    ['waits further away', { distanceToEnd: 301 }, false],
    ['not past the last page', { hasNextPage: false }, false],
    ['not while a page is loading', { fetching: true }, false],
    ['at most once per 1000 ms', { lastLoadAt: 9_500 }, false],
    ['again after 1000 ms', { lastLoadAt: 9_000 }, true],
  ])('%s', (_name, change, expected) => {
    expect(shouldLoadMore({ ...ready, ...change })).toBe(expected);
  });
});

describe('vendor block', () => {
  it('shows 6 games and a more state when the vendor has more than 6', () => {
    const games = Array.from({ length: 9 }, (_, i) => i);
    expect(vendorBlock(games, 9)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: true });
    expect(vendorBlock(games.slice(0, 6), 6)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: false });
    expect(vendorBlock(games.slice(0, 6), 30).more).toBe(true);
  });

  it.each([
    [0, 0],
    [2, 2],
    [6, 6],
    [40, 6],
    [-1, 0],
  ])('a vendor with %i games loads with %i placeholder tiles, as many as its block shows', (count, tiles) => {
    expect(vendorBlockTiles(count)).toBe(tiles);
  });
});

describe('winner board', () => {
  it.each([
    [6, false],
    [7, true],
    [0, false],
  ])('%i rows scroll: %s', (rows, scrolls) => {
    expect(winnerBoardScrolls(rows)).toBe(scrolls);
  });

  const still = { rows: 30, held: false, reducedMotion: false, inView: true };
  it.each([
    ['more rows than the box, free, on screen', still, true],
    ['six rows fit the box', { ...still, rows: 6 }, false],
    ['the pointer or focus holds it', { ...still, held: true }, false],
    ['reduced motion', { ...still, reducedMotion: true }, false],
    ['out of view', { ...still, inView: false }, false],
  ])('moves by itself: %s → %s', (_case, motion, moves) => {
    expect(winnerBoardMoves(motion)).toBe(moves);
  });

  const waiting = { drawn: 8, total: 100, inView: true, held: false };
  it.each([
    ['rows left, on the screen', waiting, true],
    ['rows left, below the fold', { ...waiting, inView: false }, false],
    ['rows left, out of view but the focus is on it', { ...waiting, inView: false, held: true }, true],
    ['every row drawn, on the screen', { ...waiting, drawn: 100 }, false],
    ['every row drawn, held', { ...waiting, drawn: 100, held: true }, false],
  ])('the next rows come in: %s → %s', (_case, batch, comes) => {
    expect(winnerRowsComeIn(batch)).toBe(comes);
  });

  it.each([
    // The first render: the box's six rows and the next two.
    [100, 0, 8],
    [5, 0, 5],
    [8, 0, 8],
    [0, 0, 0],
    // Then twelve more a batch, up to every row.
    [100, 8, 20],
    [100, 20, 32],
    [100, 92, 100],
    [100, 100, 100],
    [9, 8, 9],
  ])('of %i rows, after %i drawn, %i are drawn', (total, drawn, next) => {
    expect(winnerRowsDrawn(total, drawn)).toBe(next);
  });

  it.each([
    // The box (six rows of 44 px and a 36 px head) at the top: the seven rows it touches and two more.
    [0, 300, 9],
    [44, 300, 10],
    [45, 300, 10],
    [2640, 300, 69],
    // Before the box is laid out (no height yet): the two rows ahead only.
    [0, 0, 2],
    // A browser's rubber-band scroll above the top counts as the top.
    [-30, 300, 9],
  ])('scrolled %i px in a box of %i px: %i rows show their icon', (scrollTop, boxHeight, rows) => {
    expect(winnerIconRows(scrollTop, boxHeight, 44)).toBe(rows);
  });
});

describe('game grid', () => {
  it('lays out at least three columns', () => {
    expect(gridColumns(358)).toBe(3);
    expect(gridColumns(280)).toBe(3);
    expect(gridColumns(700)).toBe(6);
  });
});
