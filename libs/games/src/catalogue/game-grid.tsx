import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { gridColumns, shouldLoadMore } from './list-rules';
import { GameTile, TILE_NAME_HEIGHT } from './game-tile';
import { GRID_GAP } from './simple-grid';

/** Tiles of the first screen load their icons at once (no lazy-loading delay above the fold). */
const EAGER_TILES = 9;

const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${GRID_GAP}px;
`;

export interface GameGridProps {
  games: readonly Game[];
  cdn: string;
  isFavourite: (game: Game) => boolean;
  onPlay: (game: Game) => void;
  onFavourite: (game: Game) => void;
  /** Infinite scroll: more pages exist, one is loading, load the next. */
  hasNextPage?: boolean;
  fetching?: boolean;
  onLoadMore?: () => void;
  /** Accessible name of the list. */
  label: string;
}

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(360);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => setWidth(node.clientWidth || 360);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A long game list, virtualised against the window: only the rows near the viewport are in the DOM
 * (a 600-game category stays far under the DOM budget). Rows have a computed, fixed height, so
 * nothing shifts as icons arrive. Loads the next page within 300 px of the end, at most once a second.
 */
export function GameGrid({
  games,
  cdn,
  isFavourite,
  onPlay,
  onFavourite,
  hasNextPage = false,
  fetching = false,
  onLoadMore,
  label,
}: GameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const columns = gridColumns(width);
  const tileWidth = (width - GRID_GAP * (columns - 1)) / columns;
  const rowHeight = Math.round(tileWidth + 4 + TILE_NAME_HEIGHT + GRID_GAP);
  const rows = Math.ceil(games.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the page (content above it may change: a filter panel opens).
  const syncMargin = useCallback(() => {
    const node = listRef.current;
    if (!node) return;
    const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
    setScrollMargin((current) => (Math.abs(current - top) > 1 ? top : current));
  }, []);
  useLayoutEffect(syncMargin, [syncMargin, width, games.length]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const lastLoadAt = useRef(0);
  const check = useCallback(() => {
    const node = listRef.current;
    syncMargin();
    if (!node || !onLoadMore) return;
    const distanceToEnd = node.getBoundingClientRect().bottom - window.innerHeight;
    const now = Date.now();
    if (shouldLoadMore({ distanceToEnd, hasNextPage, fetching, now, lastLoadAt: lastLoadAt.current })) {
      lastLoadAt.current = now;
      onLoadMore();
    }
  }, [fetching, hasNextPage, onLoadMore, syncMargin]);

  useEffect(() => {
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // A page that arrived inside the throttle window is checked again once the second has passed.
    const retry = setInterval(check, 1000);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      clearInterval(retry);
    };
  }, [check]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      aria-busy={fetching || undefined}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => (
        <Row
          key={row.key}
          role="none"
          $columns={columns}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: rowHeight,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
            <div role="listitem" key={game.nodeId}>
              <GameTile
                game={game}
                cdn={cdn}
                favourite={isFavourite(game)}
                eager={row.index * columns + i < EAGER_TILES}
                onPlay={onPlay}
                onFavourite={onFavourite}
              />
            </div>
          ))}
        </Row>
      ))}
    </div>
  );
}
