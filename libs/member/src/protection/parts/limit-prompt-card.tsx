import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { safeSessionStorage, storageKeys, useApiClient } from '@wl/session';
import { Button, Card } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Muted } from '../../money-shared/muted-text';
import { protectionStateQueryOptions } from '../protection-api';
import { shouldPromptLimit, type LimitPromptMoment } from '../rules/limit-prompt';

import { sitePaths } from '@wl/brand';
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  & a {
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

/**
 * The brand's invitation to set a deposit limit (decision 0041): an inline card, never a dialog, so
 * nothing the member is doing is blocked. "Not now" hides it for this device session.
 */
export function LimitPromptCard({ token, moment }: { token: string; moment: LimitPromptMoment }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const state = useQuery(protectionStateQueryOptions(client, token));
  const [dismissed, setDismissed] = useState(() => safeSessionStorage.get(storageKeys.limitPromptDismissed) === '1');
  if (!state.data || !shouldPromptLimit({ moment, policy: state.data.policy, limits: state.data.limits, dismissed }))
    return null;

  const notNow = () => {
    safeSessionStorage.set(storageKeys.limitPromptDismissed, '1');
    setDismissed(true);
  };

  return (
    <Card title={t('protection.prompt.title')}>
      <Muted>{t('protection.prompt.text')}</Muted>
      <Row>
        <Link to={sitePaths.responsibleGaming}>{t('protection.prompt.link')}</Link>
        <Button variant="secondary" onClick={notNow}>
          {t('protection.prompt.notNow')}
        </Button>
      </Row>
    </Card>
  );
}
