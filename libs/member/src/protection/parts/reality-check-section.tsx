import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RealityCheckRequest, type ProtectionState } from '@wl/api-client/contract';
import { TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { Alert, Card, CardTitle, Chip, Chips, Muted } from '../../money-shared/page';
import { realityChoiceText, realityChoices } from '../rules/choices';
import { setRealityCheck } from '../protection-api';
import { useProtectionUpdate } from './use-protection-update';

/** The reality-check interval: off or one of the brand's choices; a tap saves it. */
export function RealityCheckSection({ token, state }: { token: string; state: ProtectionState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useProtectionUpdate(token);
  const current = state.realityCheck.intervalMinutes;

  const choose = async (minutes: number) => {
    const body = RealityCheckRequest.safeParse({ intervalMinutes: minutes });
    if (!body.success || minutes === current) return;
    const saved = await update.run((client) => setRealityCheck(client, body.data));
    if (saved) toast.show({ text: t('protection.reality.saved'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('protection.reality.title')}</CardTitle>
      <Muted>{t('protection.reality.hint')}</Muted>
      <Chips role="group" aria-label={t('protection.reality.legend')}>
        {realityChoices(state.realityCheck.choices).map((minutes) => {
          const text = realityChoiceText(minutes);
          return (
            <Chip
              key={minutes}
              type="button"
              $active={minutes === current}
              aria-pressed={minutes === current}
              disabled={update.pending}
              onClick={() => void choose(minutes)}
            >
              {t(text.key, text.values)}
            </Chip>
          );
        })}
      </Chips>
      {update.failure ? <Alert role="alert">{t(update.failure.key, update.failure.values)}</Alert> : null}
    </Card>
  );
}
