import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { ProtectionState } from '@wl/api-client/contract/protection-calls';
import { Card } from '@wl/ui-kit';
import { Muted } from '../../money-shared/muted-text';
import { useMoneyText } from '../../money-shared/money-text';
import { isMoneyKind, limitRows, rowsByKind } from '../rules/limit-rows';
import { LimitRowView } from './limit-row';

const Kind = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const KindTitle = styled.h3`
  margin: 8px 0 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

/** Deposit, loss, wager and session-time limits for every period the brand offers. */
export function LimitsSection({ token, state }: { token: string; state: ProtectionState }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const kindId = useId();
  const groups = rowsByKind(limitRows(state.limits, state.policy.limitPeriods));
  const minutes = (amount: string) => t('protection.time.minutes', { minutes: amount });
  return (
    <Card title={t('protection.limits.title')}>
      <Muted>{t('protection.limits.hint')}</Muted>
      <Muted>{t('protection.currency', { currency: state.currency })}</Muted>
      {groups.map((group) => (
        <Kind key={group.kind} aria-labelledby={`${kindId}-${group.kind}`}>
          <KindTitle id={`${kindId}-${group.kind}`}>{t(`protection.limits.kind.${group.kind}`)}</KindTitle>
          <Muted>{t(`protection.limits.kindHint.${group.kind}`)}</Muted>
          {group.rows.map((row) => (
            <LimitRowView
              key={`${row.kind}-${row.period}`}
              token={token}
              row={row}
              currency={state.currency}
              formatAmount={isMoneyKind(row.kind) ? (amount) => money(Number(amount)) : minutes}
            />
          ))}
        </Kind>
      ))}
    </Card>
  );
}
