import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { sitePaths, useBrand } from '@wl/brand';
import { toast } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { startFreePlay } from './free-play-call';
import { memberKeys } from '@wl/session';
import { useErrorText } from '@wl/session';
import { useSessionStore } from '@wl/session';

/**
 * Free trial (spec §4): loading, test play in the brand's trial merchant, a trial session (type 4,
 * not remembered) with the guest name as trialName, then /m/home.
 */
export function useFreeTrial(): { startTrial: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const startTrial = async () => {
    if (pending) return;
    setPending(true);
    const loading = toast.loading(t('login.trial.loading'));
    try {
      const trial = await startFreePlay(client, brand.trialMerchantCode);
      queryClient.removeQueries({ queryKey: memberKeys.all });
      useSessionStore
        .getState()
        .startSession(
          { token: trial.token, merchantCode: trial.merchantCode, userName: trial.userName, type: trial.customerType },
          { remember: false, trialName: trial.trialName },
        );
      toast.hide(loading);
      navigate(sitePaths.home);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return { startTrial, pending };
}
