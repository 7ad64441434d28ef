import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client/contract';
import { tokens } from '@wl/ui-kit/theme';
import { Balls } from './balls';
import { Countdown } from './countdown';

const Card = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

const Time = styled(Countdown)`
  color: ${tokens.color.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const PlayLink = styled(Link)`
  justify-self: start;
  padding: 8px 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

export interface GameCardProps {
  game: LotteryGame;
  /** Where "Play" goes (the play page; it sends visitors to login). */
  to: string;
  offset: number;
}

/** One lottery game in the list: countdown to the close of its open draw, last result, play. */
export function GameCard({ game, to, offset }: GameCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId}>
      <Top>
        <Name id={nameId}>{game.gameName}</Name>
        <Muted>
          {t('lottery.draw.closesIn')}{' '}
          <Time until={game.current.closeAt} offset={offset} label={t('lottery.draw.closesIn')} />
        </Muted>
      </Top>
      {game.last?.status === 'drawn' ? (
        <>
          <Muted>{t('lottery.list.lastResult', { numero: game.last.numero })}</Muted>
          <Balls
            small
            numbers={game.last.numbers}
            label={t('lottery.results.numbers', { numbers: game.last.numbers.join(', ') })}
          />
        </>
      ) : (
        <Muted>{t('lottery.list.noResult')}</Muted>
      )}
      <PlayLink to={to}>{t('lottery.list.play', { game: game.gameName })}</PlayLink>
    </Card>
  );
}
