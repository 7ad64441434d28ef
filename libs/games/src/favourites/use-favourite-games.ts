import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient, useSessionInfo } from '@wl/session';
import { useCatalogueLanguage } from '../catalogue/use-catalogue';
import { useGameActions } from '../catalogue/use-game-actions';
import { favouriteListInfiniteOptions } from './favourite-calls';

export interface FavouriteListOptions {
  pageSize: number;
  gameType?: string;
  vassalage?: string | null;
}

/**
 * The member's favourite games, page by page (spec §4), without those taken out of the favourites since the pages
 * loaded: a game removed disappears from the list at once (the ids changed on the success flag).
 */
export function useFavouriteGames({ pageSize, gameType, vassalage }: FavouriteListOptions) {
  const client = useApiClient();
  const info = useSessionInfo();
  const language = useCatalogueLanguage();
  const { favourites } = useGameActions();
  const query = useInfiniteQuery({
    ...favouriteListInfiniteOptions(client, info?.token ?? '', language, {
      pageSize,
      gameType,
      ...(vassalage ? { vassalage } : {}),
    }),
    enabled: info !== undefined,
  });
  const games = (query.data?.pages ?? [])
    .flatMap((page) => page.content)
    .filter((game) => favourites.ids.includes(String(game.nodeId)));
  return { query, games };
}
