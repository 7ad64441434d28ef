import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { TimeoutRequest, type ProtectionState, type TimeoutPeriod } from '@wl/api-client/contract/protection-calls';
import { useErrorFormat } from '@wl/session';
import { Alert, Button, Card } from '@wl/ui-kit';
import { ChoiceDialog } from '../../money-shared/choice-dialog';
import { Muted } from '../../money-shared/muted-text';
import { timeoutChoices } from '../rules/choices';
import { startTimeout } from '../protection-api';
import { AllBrandsCheckbox } from './all-brands-checkbox';
import { RadioChoices } from './radio-choices';
import { useEndingRequest } from './use-ending-request';

/** Time-out: a period, "all sites" (on by default), a confirmation; then the session ends. */
export function TimeoutSection({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const format = useErrorFormat();
  const ending = useEndingRequest();
  const periods = timeoutChoices(state.policy.timeoutPeriods);
  const [period, setPeriod] = useState<TimeoutPeriod | undefined>(periods[0]);
  const [allBrands, setAllBrands] = useState(true);
  if (periods.length === 0 || !period) return null;
  const periodText = t(`protection.timeout.period.${period}`);

  const start = () => {
    const body = TimeoutRequest.safeParse({ period, allBrands });
    if (!body.success) return;
    void ending.send(async (client) => {
      const result = await startTimeout(client, body.data);
      return t('protection.timeout.done', { date: format.date(result.until) });
    });
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
      <AllBrandsCheckbox checked={allBrands} onChange={setAllBrands} />
      <Muted>{t('protection.allBrandsHint')}</Muted>
      <Button block variant="secondary" aria-haspopup="dialog" onClick={ending.ask}>
        {t('protection.timeout.start')}
      </Button>
      {ending.failure ? <Alert tone="error">{t(ending.failure.key, ending.failure.values)}</Alert> : null}
      <ChoiceDialog
        open={ending.asking}
        onClose={ending.cancel}
        title={t('protection.timeout.confirmTitle', { period: periodText })}
        secondary={{ label: t('protection.timeout.cancel'), onClick: ending.cancel }}
        primary={{ label: t('protection.timeout.submit'), loading: ending.pending, onClick: start }}
      >
        {t('protection.timeout.confirmBody')}
      </ChoiceDialog>
    </Card>
  );
}
