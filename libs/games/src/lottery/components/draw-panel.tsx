import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { NearNumeros } from '@wl/api-client/contract/lottery-calls';
import { tokens } from '@wl/ui-kit/theme';
import { pendingDrawAt } from '../rules/draw-clock';
import { Balls } from './balls';
import { Countdown } from './countdown';

const Panel = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 0.9375rem;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;
`;

const Big = styled(Countdown)`
  color: ${tokens.color.text};
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Small = styled(Countdown)`
  color: ${tokens.color.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export interface DrawPanelProps {
  near: NearNumeros;
  /** Server clock minus the phone's. */
  offset: number;
}

/** The draw taking bets with its countdown, a closed draw waiting for its numbers, and the latest result. */
export function DrawPanel({ near, offset }: DrawPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pending = pendingDrawAt(near);
  const latest = near.previous.find((draw) => draw.status === 'drawn');
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{t('lottery.draw.label')}</Heading>
      <Line>
        <span>{t('lottery.draw.numero', { numero: near.current.numero })}</span>
        <span>
          {t('lottery.draw.closesIn')}{' '}
          <Big until={near.current.closeAt} offset={offset} label={t('lottery.draw.closesIn')} />
        </span>
      </Line>
      {pending === null ? null : (
        <Line>
          <span>{t('lottery.draw.waiting')}</span>
          <Small until={pending} offset={offset} label={t('lottery.draw.waiting')} />
        </Line>
      )}
      {latest ? (
        <Line>
          <span>
            {t('lottery.draw.latest')} · {t('lottery.draw.numero', { numero: latest.numero })}
          </span>
          <Balls
            small
            numbers={latest.numbers}
            label={t('lottery.results.numbers', { numbers: latest.numbers.join(', ') })}
          />
        </Line>
      ) : null}
    </Panel>
  );
}
