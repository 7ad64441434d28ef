import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Loading } from '@wl/ui-kit';

/** Lazy screens show a loading state only after this delay (spec: 200 ms). */
export const LOADING_DELAY_MS = 200;

/** Renders nothing for the first 200 ms, so fast loads never flash a spinner. */
export function DelayedLoading({ delayMs = LOADING_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <Loading label={t('common.loading')} /> : null;
}
