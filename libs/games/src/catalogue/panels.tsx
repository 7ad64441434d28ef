import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vendorBlockFilters } from '@wl/api-client/contract/catalogue-queries';
import type { CategoryVendor, Game } from '@wl/api-client/contract/game-catalogue';
import { useApiClient } from '@wl/session';
import { Button, EmptyState, QueryState, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { firstGamePageQueryOptions } from './catalogue-calls';
import { useFavouriteGames, type FavouriteListOptions } from '../favourites/use-favourite-games';
import { useCatalogueLanguage, useHotGames, useMerchantCode } from './use-catalogue';
import { useGameActions } from './use-game-actions';
import { gameListPathOf } from '../launch/launch-routing';
import { vendorBlock, vendorBlockTiles } from './list-rules';
import { SimpleGrid } from './simple-grid';
import { GameTile, TILE_NAME_HEIGHT } from './game-tile';

/** The padding around a panel's list. */
export const Pad = styled.div`
  padding: 12px;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px;
`;

const PlaceholderTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Square = styled.span`
  display: block;
  aspect-ratio: 1;
`;

const NamePlace = styled.span`
  height: ${TILE_NAME_HEIGHT}px;
`;

/**
 * Placeholder tiles of a loading list, shaped as real ones (a square picture, its name's place under it). The static
 * first paint draws the same grid (tools/brand/src/skeleton.ts: 9 tiles, 12 px padding, 8 px gap, a 36 px name), so
 * the app takes it over without a shift.
 */
function TilePlaceholders({ count }: { count: number }) {
  return (
    <Pad>
      <SimpleGrid>
        {Array.from({ length: count }, (_, i) => (
          <PlaceholderTile key={i}>
            <Square>
              <Skeleton height="100%" />
            </Square>
            <NamePlace />
          </PlaceholderTile>
        ))}
      </SimpleGrid>
    </Pad>
  );
}

export interface GamesStateProps {
  /** The list's query: placeholder tiles while pending, the failure with a retry when it failed. */
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  /** Loaded with nothing to show. */
  empty?: boolean;
  emptyText?: string;
  /** Placeholder tiles while pending. */
  tiles?: number;
  /** The list once loaded. */
  children?: ReactNode;
}

/** The states of a game list (or of what a screen needs before its lists): loading tiles, failed with a retry, empty. */
export function GamesState({ query, empty = false, emptyText, tiles = 9, children }: GamesStateProps) {
  const { t } = useTranslation();
  return (
    <QueryState
      pending={query.isPending}
      failed={query.isError}
      empty={empty}
      loadingText={t('common.loading')}
      placeholder={<TilePlaceholders count={tiles} />}
      failedText={t('games.list.failed')}
      retryText={t('games.list.retry')}
      onRetry={() => void query.refetch()}
      emptyText={emptyText}
    >
      {children}
    </QueryState>
  );
}

/** A short list of games as tiles. */
export function TileList({ games, label }: { games: readonly Game[]; label: string }) {
  const { cdn, isFavourite, onPlay, onFavourite } = useGameActions();
  return (
    <SimpleGrid aria-label={label}>
      {games.map((game, i) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            cdn={cdn}
            favourite={isFavourite(game)}
            eager={i < 9}
            onPlay={onPlay}
            onFavourite={onFavourite}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

const sportsTypes = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Hot games (spec §2 HOT), optionally only those of a category and vendor. */
export function HotPanel({ category, vassalage }: { category?: string; vassalage?: string | null }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const wanted = category === undefined ? null : sportsTypes.includes(category) ? sportsTypes : [category];
  const games = (hot.data ?? []).filter(
    (game) => (wanted === null || wanted.includes(game.gameType)) && (!vassalage || game.vassalage === vassalage),
  );
  return (
    <GamesState query={hot} empty={games.length === 0} emptyText={t('games.list.empty')}>
      <Pad>
        <TileList games={games} label={t('games.hot.label')} />
      </Pad>
    </GamesState>
  );
}

/**
 * The member's favourites on the home (spec §4): a first page, "load more" while pageNum < totalPages; a game
 * removed from the favourites disappears from the list at once. The category pages scroll them instead
 * (paged-panels.tsx).
 */
export function FavouritesPanel(options: FavouriteListOptions) {
  const { t } = useTranslation();
  const { cdn, onPlay, onFavourite, isFavourite } = useGameActions();
  const { query, games } = useFavouriteGames(options);
  return (
    <GamesState query={query} empty={games.length === 0} emptyText={t('games.favourites.empty')}>
      <Pad>
        <SimpleGrid aria-label={t('games.favourites.label')}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameTile game={game} cdn={cdn} favourite={isFavourite(game)} onPlay={onPlay} onFavourite={onFavourite} />
            </li>
          ))}
        </SimpleGrid>
        {query.hasNextPage ? (
          <Centre>
            <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('games.list.loadMore')}
            </Button>
          </Centre>
        ) : null}
      </Pad>
    </GamesState>
  );
}

const BlockHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 8px 0;
  /* One 21 px line whatever the font: the page's static frame keeps the first heading's place. */
  line-height: 21px;

  & h2 {
    margin: 0;
    font-size: 0.9375rem;
    color: ${tokens.color.text};
  }
  & a {
    color: ${tokens.color.primary};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

/**
 * One vendor's block of a category (the home's tab, the lottery page): its name as a heading under the page's title,
 * its first 6 games, and "more" when it has more than 6.
 */
function VendorBlock({ category, vendor }: { category: string; vendor: CategoryVendor }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  const query = useQuery(
    firstGamePageQueryOptions(client, language, merchant, vendorBlockFilters(category, vendor.vassalage)),
  );
  const page = query.data;
  const block = vendorBlock(page?.games ?? [], page?.total ?? 0);
  // An id of React's: a vendor's code may hold what an id reference cannot (a space).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <BlockHead>
        <h2 id={headingId}>{vendor.accountTypeName}</h2>
        {block.more ? (
          <Link
            to={gameListPathOf(category, vendor.vassalage)}
            aria-label={t('games.list.moreOf', { name: vendor.accountTypeName })}
          >
            {t('games.list.more')}
          </Link>
        ) : null}
      </BlockHead>
      {/* A block that failed to load keeps its heading and shows no tiles. */}
      <GamesState
        query={{ isPending: query.isPending, isError: false, refetch: query.refetch }}
        tiles={vendorBlockTiles(vendor.gameCount)}
      >
        <TileList games={block.shown} label={vendor.accountTypeName} />
      </GamesState>
    </section>
  );
}

/** Vendor game blocks (home, for the categories without a vendor list). */
export function VendorBlocksPanel({ category, vendors }: { category: string; vendors: readonly CategoryVendor[] }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <EmptyState text={t('games.list.empty')} />;
  return (
    <Pad>
      {vendors.map((vendor) => (
        <VendorBlock key={vendor.vassalage} category={category} vendor={vendor} />
      ))}
    </Pad>
  );
}
