import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import {
  SelfExclusionRequest,
  type ExclusionPeriod,
  type ProtectionState,
} from '@wl/api-client/contract/protection-calls';
import { useErrorFormat } from '@wl/session';
import { Alert, Button, Card, Checkbox, Form, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { ChoiceDialog } from '../../money-shared/choice-dialog';
import { Muted } from '../../money-shared/muted-text';
import { exclusionChoices, safeHelpUrl } from '../rules/choices';
import { selfExclude } from '../protection-api';
import { AllBrandsCheckbox } from './all-brands-checkbox';
import { RadioChoices } from './radio-choices';
import { useEndingRequest } from './use-ending-request';

const Consequences = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  font-size: 0.875rem;
  line-height: 1.5;
`;

const Help = styled.p`
  margin: 0;
  font-size: 0.875rem;

  & a {
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

const consequences = ['logout', 'blocked', 'allBrands', 'marketing', 'early'] as const;

/**
 * Self-exclusion: the consequences first, the period (brand policy), "all sites" on by default, an
 * explicit tick and the password, a last confirmation; then every session ends. Signposts help.
 */
export function ExclusionSection({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const format = useErrorFormat();
  const ending = useEndingRequest();
  const periods = exclusionChoices(state.policy.exclusionPeriods);
  const helpUrl = safeHelpUrl(state.policy.helpUrl);
  const [period, setPeriod] = useState<ExclusionPeriod | undefined>(periods[0]);
  const [allBrands, setAllBrands] = useState(true);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ understood?: string; password?: string }>({});
  const periodText = period ? t(`protection.exclusion.period.${period}`) : '';

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      understood: understood ? undefined : 'protection.exclusion.understandRequired',
      password: password === '' ? 'protection.exclusion.passwordRequired' : undefined,
    };
    setErrors(problems);
    if (!problems.understood && !problems.password) ending.ask();
  };

  const exclude = () => {
    const body = SelfExclusionRequest.safeParse({ period, allBrands, password });
    if (!body.success) return;
    void ending.send(async (client) => {
      const result = await selfExclude(client, body.data);
      setPassword('');
      return result.until
        ? t('protection.exclusion.done', { date: format.date(result.until) })
        : t('protection.exclusion.donePermanent');
    });
  };

  return (
    <Card title={t('protection.exclusion.title')}>
      <Muted>{t('protection.exclusion.hint')}</Muted>
      <Consequences>
        {consequences.map((key) => (
          <li key={key}>{t(`protection.exclusion.consequence.${key}`)}</li>
        ))}
      </Consequences>
      {helpUrl ? (
        <Help>
          {t('protection.exclusion.helpText')}{' '}
          <a href={helpUrl} target="_blank" rel="noopener noreferrer">
            {t('protection.exclusion.helpLink')}
          </a>
        </Help>
      ) : null}
      {periods.length > 0 && period ? (
        <Form onSubmit={review} aria-label={t('protection.exclusion.title')}>
          <RadioChoices
            legend={t('protection.exclusion.legend')}
            name="exclusionPeriod"
            options={periods.map((p) => ({ value: p, label: t(`protection.exclusion.period.${p}`) }))}
            value={period}
            onChange={setPeriod}
          />
          <AllBrandsCheckbox checked={allBrands} onChange={setAllBrands} />
          <Checkbox
            label={t('protection.exclusion.understand')}
            checked={understood}
            aria-invalid={errors.understood ? true : undefined}
            onChange={(e) => {
              setUnderstood(e.target.checked);
              setErrors((x) => ({ ...x, understood: undefined }));
            }}
          />
          {errors.understood ? <Alert tone="error">{t(errors.understood)}</Alert> : null}
          <TextField
            label={t('protection.exclusion.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
            error={errors.password ? t(errors.password) : undefined}
          />
          <Button type="submit" block variant="danger" aria-haspopup="dialog">
            {t('protection.exclusion.submit')}
          </Button>
          {ending.failure ? <Alert tone="error">{t(ending.failure.key, ending.failure.values)}</Alert> : null}
        </Form>
      ) : null}
      <ChoiceDialog
        open={ending.asking}
        onClose={ending.cancel}
        title={t('protection.exclusion.confirmTitle', { period: periodText })}
        secondary={{ label: t('protection.exclusion.cancel'), onClick: ending.cancel }}
        primary={{ label: t('protection.exclusion.confirm'), loading: ending.pending, onClick: exclude }}
      >
        {t('protection.exclusion.confirmBody')}
      </ChoiceDialog>
    </Card>
  );
}
