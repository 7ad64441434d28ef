import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { gameListType } from '@wl/api-client/contract';
import type { CategoryVendor, Game } from '@wl/api-client/contract';
import { useApiClient, useSessionInfo } from '@wl/session';
import { Button, EmptyState, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { firstGamePageQueryOptions, gameListInfiniteOptions } from '../api/catalogue-calls';
import type { GameListParams } from '../api/catalogue-calls';
import { favouriteListInfiniteOptions } from '../api/favourite-calls';
import { useCatalogueLanguage, useHotGames, useMerchantCode } from '../hooks/use-catalogue';
import { useGameActions } from '../hooks/use-game-actions';
import { gameListPathOf } from '../rules/launch-routing';
import { vendorBlock } from '../rules/list-rules';
import { GameGrid, SimpleGrid } from './game-grid';
import { GameTile } from './game-tile';

const Pad = styled.div`
  padding: 12px;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px;
`;

/** Placeholder tiles of a loading list, the size of real ones. */
export function LoadingTiles({ count = 9 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Pad role="status" aria-busy="true" aria-label={t('common.loading')}>
      <SimpleGrid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Skeleton height="130px" />
          </li>
        ))}
      </SimpleGrid>
    </Pad>
  );
}

/** A list that could not load: the reason and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      text={t('games.list.failed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('games.list.retry')}
        </Button>
      }
    />
  );
}

/** An empty list: nothing matched the search or the filters, or the category has no games. */
export function NoGames({ params }: { params?: GameListParams }) {
  const { t } = useTranslation();
  if (params?.gameName) return <EmptyState text={t('games.list.noMatch', { name: params.gameName })} />;
  if (params?.gameClassify || params?.minBet !== undefined) return <EmptyState text={t('games.list.noFilterMatch')} />;
  return <EmptyState text={t('games.list.empty')} />;
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
  if (hot.isPending) return <LoadingTiles />;
  if (hot.isError) return <LoadFailed onRetry={() => void hot.refetch()} />;
  const wanted = category === undefined ? null : sportsTypes.includes(category) ? sportsTypes : [category];
  const games = hot.data.filter(
    (game) => (wanted === null || wanted.includes(game.gameType)) && (!vassalage || game.vassalage === vassalage),
  );
  if (games.length === 0) return <NoGames />;
  return (
    <Pad>
      <TileList games={games} label={t('games.hot.label')} />
    </Pad>
  );
}

export interface FavouritesPanelProps {
  pageSize: number;
  gameType?: string;
  vassalage?: string | null;
  /** Home: a load-more button; the category page: infinite scroll. */
  mode: 'loadMore' | 'infinite';
}

/**
 * The member's favourites (spec §4): paged, load more while pageNum < totalPages; a game removed from
 * the favourites disappears from the list at once (the ids changed on the success flag).
 */
export function FavouritesPanel({ pageSize, gameType, vassalage, mode }: FavouritesPanelProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const info = useSessionInfo();
  const language = useCatalogueLanguage();
  const { cdn, favourites, onPlay, onFavourite, isFavourite } = useGameActions();
  const query = useInfiniteQuery({
    ...favouriteListInfiniteOptions(client, info?.token ?? '', language, {
      pageSize,
      gameType,
      ...(vassalage ? { vassalage } : {}),
    }),
    enabled: info !== undefined,
  });
  if (query.isPending) return <LoadingTiles />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const games = query.data.pages
    .flatMap((page) => page.content)
    .filter((game) => favourites.ids.includes(String(game.nodeId)));
  if (games.length === 0) return <EmptyState text={t('games.favourites.empty')} />;
  const label = t('games.favourites.label');
  if (mode === 'infinite') {
    return (
      <Pad>
        <GameGrid
          games={games}
          cdn={cdn}
          label={label}
          isFavourite={isFavourite}
          onPlay={onPlay}
          onFavourite={onFavourite}
          hasNextPage={query.hasNextPage}
          fetching={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </Pad>
    );
  }
  return (
    <Pad>
      <SimpleGrid aria-label={label}>
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
  );
}

/** A category's games, page by page with infinite scroll (24 a page), virtualised. */
export function GamesPanel({ params, label }: { params: GameListParams; label: string }) {
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  const { cdn, onPlay, onFavourite, isFavourite } = useGameActions();
  const query = useInfiniteQuery(gameListInfiniteOptions(client, language, merchant, params));
  if (query.isPending) return <LoadingTiles />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const games = query.data.pages.flatMap((page) => page.games);
  if (games.length === 0) return <NoGames params={params} />;
  return (
    <Pad>
      <GameGrid
        games={games}
        cdn={cdn}
        label={label}
        isFavourite={isFavourite}
        onPlay={onPlay}
        onFavourite={onFavourite}
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Pad>
  );
}

const BlockHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 8px 0;

  & h3 {
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

/** One vendor's block of a category (home): its first 6 games, and "more" when it has more than 6. */
function VendorBlock({ category, vendor }: { category: string; vendor: CategoryVendor }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  const query = useQuery(
    firstGamePageQueryOptions(client, language, merchant, {
      gameType: gameListType(category),
      vassalage: vendor.vassalage,
    }),
  );
  const page = query.data;
  const block = vendorBlock(page?.games ?? [], page?.total ?? 0);
  const headingId = `block-${category}-${vendor.vassalage}`;
  return (
    <section aria-labelledby={headingId}>
      <BlockHead>
        <h3 id={headingId}>{vendor.accountTypeName}</h3>
        {block.more ? (
          <Link
            to={gameListPathOf(category, vendor.vassalage)}
            aria-label={t('games.list.moreOf', { name: vendor.accountTypeName })}
          >
            {t('games.list.more')}
          </Link>
        ) : null}
      </BlockHead>
      {query.isPending ? <LoadingTiles count={3} /> : <TileList games={block.shown} label={vendor.accountTypeName} />}
    </section>
  );
}

/** Vendor game blocks (home, for the categories without a vendor list). */
export function VendorBlocksPanel({ category, vendors }: { category: string; vendors: readonly CategoryVendor[] }) {
  if (vendors.length === 0) return <NoGames />;
  return (
    <Pad>
      {vendors.map((vendor) => (
        <VendorBlock key={vendor.vassalage} category={category} vendor={vendor} />
      ))}
    </Pad>
  );
}
