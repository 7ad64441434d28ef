import { useCallback } from 'react';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { useImageCdn } from './use-catalogue';
import { useFavourites } from '../favourites/use-favourites';
import { useLaunch } from '../launch/use-launch';

/** What every game tile needs: the icon CDN, the favourites and the launch. */
export function useGameActions() {
  const cdn = useImageCdn();
  const favourites = useFavourites();
  const launch = useLaunch();
  const onPlay = useCallback((game: Game) => void launch(game), [launch]);
  const onFavourite = useCallback((game: Game) => void favourites.toggle(game), [favourites]);
  return { cdn, favourites, onPlay, onFavourite, isFavourite: favourites.isFavourite };
}
