import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { useApiClient } from '@wl/session';
import type { GameListFilters } from '@wl/api-client/contract/catalogue-queries';
import { gameListInfiniteOptions } from './catalogue-calls';
import { GameGrid } from './game-grid';
import { GamesState, Pad } from './panels';
import { useCatalogueLanguage, useMerchantCode } from './use-catalogue';
import { useGameActions } from './use-game-actions';
import { useFavouriteGames, type FavouriteListOptions } from '../favourites/use-favourite-games';

interface PagedGamesProps {
  games: readonly Game[];
  label: string;
  /** The list's paged query. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}

/** A paged list of games with infinite scroll, virtualised. */
function PagedGames({ games, label, pages }: PagedGamesProps) {
  const { cdn, onPlay, onFavourite, isFavourite } = useGameActions();
  return (
    <Pad>
      <GameGrid
        games={games}
        cdn={cdn}
        label={label}
        isFavourite={isFavourite}
        onPlay={onPlay}
        onFavourite={onFavourite}
        hasNextPage={pages.hasNextPage}
        fetching={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </Pad>
  );
}

/** The member's favourites on the category pages (spec §4): page by page with infinite scroll, virtualised. */
export function PagedFavouritesPanel(options: FavouriteListOptions) {
  const { t } = useTranslation();
  const { query, games } = useFavouriteGames(options);
  return (
    <GamesState query={query} empty={games.length === 0} emptyText={t('games.favourites.empty')}>
      <PagedGames games={games} label={t('games.favourites.label')} pages={query} />
    </GamesState>
  );
}

/** A category's games, page by page with infinite scroll (24 a page), virtualised. */
export function GamesPanel({ params, label }: { params: GameListFilters; label: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const language = useCatalogueLanguage();
  const merchant = useMerchantCode();
  const query = useInfiniteQuery(gameListInfiniteOptions(client, language, merchant, params));
  const games = (query.data?.pages ?? []).flatMap((page) => page.games);
  // Nothing matched the search or the filters, or the category has no games.
  const emptyText = params.gameName
    ? t('games.list.noMatch', { name: params.gameName })
    : params.gameClassify || params.minBet !== undefined
      ? t('games.list.noFilterMatch')
      : t('games.list.empty');
  return (
    <GamesState query={query} empty={games.length === 0} emptyText={emptyText}>
      <PagedGames games={games} label={label} pages={query} />
    </GamesState>
  );
}
