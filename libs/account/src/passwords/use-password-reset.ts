import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { TOAST_LOADING_MS, toast } from '@wl/ui-kit';
import type { ErrorMessage } from '@wl/session';
import { useErrorMessage } from '@wl/session';

import { sitePaths } from '@wl/brand';
/** Runs a reset call with a loading toast; success → toast and /m/login; failure → its message (key and values). */
export function usePasswordReset() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();

  const run = async (call: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    const loading = toast.loading(t('password.forget.working'), TOAST_LOADING_MS);
    try {
      await call();
      toast.success(t('password.forget.done'));
      navigate(sitePaths.login, { replace: true });
    } catch (error) {
      toast.hide(loading);
      setFailure(messageOf(error));
      setPending(false);
    }
  };
  return { run, pending, failure };
}
