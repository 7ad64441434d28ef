import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeoutRequest, type ProtectionState, type TimeoutPeriod } from '@wl/api-client/contract';
import { useApiClient, useErrorFormat, useErrorMessage, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, Checkbox, Dialog } from '@wl/ui-kit';
import { Muted } from '../../money-shared/muted-text';
import { timeoutChoices } from '../rules/choices';
import { startTimeout } from '../protection-api';
import { useEndLocalSession } from './end-local-session';
import { RadioChoices } from './radio-choices';

/** Time-out: a period, "all sites" (on by default), a confirmation; then the session ends. */
export function TimeoutSection({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const format = useErrorFormat();
  const messageOf = useErrorMessage();
  const endLocalSession = useEndLocalSession();
  const periods = timeoutChoices(state.policy.timeoutPeriods);
  const [period, setPeriod] = useState<TimeoutPeriod | undefined>(periods[0]);
  const [allBrands, setAllBrands] = useState(true);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  if (periods.length === 0 || !period) return null;
  const periodText = t(`protection.timeout.period.${period}`);

  const start = async () => {
    const body = TimeoutRequest.safeParse({ period, allBrands });
    if (!body.success || pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const result = await startTimeout(client, body.data);
      setAsking(false);
      endLocalSession(t('protection.timeout.done', { date: format.date(result.until) }));
    } catch (error) {
      setAsking(false);
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('protection.timeout.title')}>
      <Muted>{t('protection.timeout.hint')}</Muted>
      <RadioChoices
        legend={t('protection.timeout.legend')}
        name="timeoutPeriod"
        options={periods.map((p) => ({ value: p, label: t(`protection.timeout.period.${p}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <Checkbox
        label={t('protection.allBrands')}
        checked={allBrands}
        onChange={(e) => setAllBrands(e.target.checked)}
      />
      <Muted>{t('protection.allBrandsHint')}</Muted>
      <Button block variant="secondary" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {t('protection.timeout.start')}
      </Button>
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('protection.timeout.confirmTitle', { period: periodText })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('protection.timeout.cancel')}
            </Button>
            <Button loading={pending} onClick={() => void start()}>
              {t('protection.timeout.submit')}
            </Button>
          </>
        }
      >
        {t('protection.timeout.confirmBody')}
      </Dialog>
    </Card>
  );
}
