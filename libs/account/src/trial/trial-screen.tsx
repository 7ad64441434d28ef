import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useFreeTrial } from './use-free-trial';

import { sitePaths } from '@wl/brand';
const Points = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${tokens.color.textMuted};
  line-height: 1.6;
`;

const Aside = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.875rem;

  & a {
    color: ${tokens.color.text};
  }
`;

/** /m/trail: what free play is, and the action that starts it. */
export default function TrialScreen() {
  const { t } = useTranslation();
  const trial = useFreeTrial();
  const headingId = useId();
  return (
    <Page inset="md" aria-labelledby={headingId}>
      <SectionTitle id={headingId} size="lg">
        {t('login.trial.title')}
      </SectionTitle>
      <p>{t('login.trial.intro')}</p>
      <Points>
        <li>{t('login.trial.pointGuest')}</li>
        <li>{t('login.trial.pointMoney')}</li>
        <li>{t('login.trial.pointLimits')}</li>
      </Points>
      <Button size="lg" block loading={trial.pending} onClick={() => void trial.startTrial()}>
        {t('login.trial.start')}
      </Button>
      <Aside>
        {t('login.trial.haveAccount')} <Link to={sitePaths.login}>{t('common.login')}</Link>
      </Aside>
    </Page>
  );
}
