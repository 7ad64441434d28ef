import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { isTrialMemberType, sitePaths } from '@wl/brand';
import { useApiClient, useSessionInfo } from '@wl/session';
import { TOAST_FREE_REJECT_MS, TOAST_LOADING_MS, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { addFavourite, favouriteIdsQueryOptions, removeFavourite } from './favourite-calls';
import { gameKeys } from '../catalogue/game-keys';
import { applyFavouriteAnswer, favouriteChange, favouriteStart } from './favourite-toggle';

const noIds: readonly string[] = [];

export interface Favourites {
  /** Node ids (strings) of the member's favourites; empty for visitors. */
  ids: readonly string[];
  isFavourite: (game: Pick<Game, 'nodeId'>) => boolean;
  /** Spec §4 favourite toggle. Resolves after the answer (or at once for visitors). */
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage'>) => Promise<void>;
}

/** The member's favourites and the toggle of spec §4. */
export function useFavourites(): Favourites {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = useSessionInfo();
  const token = info?.token;
  const realMember = token !== undefined && !isTrialMemberType(info?.type);
  const query = useQuery({ ...favouriteIdsQueryOptions(client, token ?? ''), enabled: realMember });
  const ids = realMember ? (query.data ?? noIds) : noIds;

  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage'>) => {
      const start = favouriteStart(token !== undefined, info?.type);
      if (start === 'login' || token === undefined) {
        navigate(sitePaths.login);
        return;
      }
      if (start === 'free_reject') {
        toast.show({ text: t('toast.free_reject'), kind: 'notice', durationMs: TOAST_FREE_REJECT_MS });
        return;
      }
      const key = gameKeys.favouriteIds(token);
      const current = queryClient.getQueryData<string[]>(key) ?? [];
      const change = favouriteChange(current, game.nodeId);
      const loading = toast.show({ text: t('toast.in_please_wait'), kind: 'loading', durationMs: TOAST_LOADING_MS });
      try {
        const answer = await (change === 'add' ? addFavourite : removeFavourite)(client, game.nodeId, game.vassalage);
        queryClient.setQueryData<string[]>(key, (ids) => applyFavouriteAnswer(ids ?? [], game.nodeId, change, answer));
        if (answer.success) {
          toast.show({ text: t('toast.changesSaved'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
          await queryClient.invalidateQueries({ queryKey: gameKeys.favouriteLists(token), refetchType: 'none' });
        } else {
          toast.hide(loading);
        }
      } catch {
        // Spec §4: on failure the loading message is simply hidden.
        toast.hide(loading);
      }
    },
    [client, info?.type, navigate, queryClient, t, token],
  );

  const isFavourite = useCallback((game: Pick<Game, 'nodeId'>) => ids.includes(String(game.nodeId)), [ids]);
  return { ids, isFavourite, toggle };
}
