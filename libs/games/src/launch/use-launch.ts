import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient, useErrorMessage, useSessionInfo, walletKeys } from '@wl/session';
import { TOAST_LOADING_MS, toast } from '@wl/ui-kit';
import { launchGame } from './launch-calls';
import { gameListPathOf, launchRoute, lotteryLaunchPath } from './launch-routing';
import type { LaunchGame } from './launch-routing';
import { useVendorTypes } from '../catalogue/use-catalogue';

import { sitePaths } from '@wl/brand';
const homePaths = ['/', sitePaths.root, '/m/', sitePaths.home, sitePaths.index, sitePaths.indexHtml, sitePaths.games];

/** Opens a URL the launch answered (the vendor's page): a separate seam so tests can watch it. */
export const gameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Launches a game as spec §4 says (the pure `launchRoute` decides): login, the lottery launch screen,
 * the vendor's game list, or the generic launch whose answer is the vendor's page.
 */
export function useLaunch(): (game: LaunchGame) => Promise<void> {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useSessionInfo();
  const vendorTypes = useVendorTypes();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();

  return useCallback(
    async (game: LaunchGame) => {
      const action = launchRoute({ loggedIn: info !== undefined, game, mapping: vendorTypes.data?.mapping });
      switch (action.kind) {
        case 'login':
          navigate(sitePaths.login);
          return;
        case 'gameList':
          navigate(gameListPathOf(action.gameType, action.vassalage));
          return;
        case 'lottery':
          navigate(lotteryLaunchPath(action, homePaths.includes(location.pathname)));
          return;
        case 'generic': {
          const loading = toast.show({
            text: t('toast.in_please_wait'),
            kind: 'loading',
            durationMs: TOAST_LOADING_MS,
          });
          try {
            const result = await launchGame(client, { ...action, backPath: `${location.pathname}${location.search}` });
            // Money is about to move in the game: the wallet is read again when the member comes back.
            if (info)
              await queryClient.invalidateQueries({ queryKey: walletKeys.balance(info.token), refetchType: 'none' });
            toast.hide(loading);
            if (result.kind === 'lottery') navigate(result.url);
            else gameWindow.open(result.url);
          } catch (error) {
            const failure = messageOf(error);
            toast.show({ text: t(failure.key, failure.values), kind: 'error' });
          }
        }
      }
    },
    [client, info, location.pathname, location.search, messageOf, navigate, queryClient, t, vendorTypes.data?.mapping],
  );
}
