import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client/contract/lottery-calls';
import { Card } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Balls } from './balls';
import { CardTop, Muted } from './card-parts';
import { Countdown } from './countdown';

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Time = styled(Countdown)`
  color: ${tokens.color.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const PlayLink = styled(Link)`
  align-self: flex-start;
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
    <Card as="li" padding="sm" outlined aria-labelledby={nameId}>
      <CardTop>
        <Name id={nameId}>{game.gameName}</Name>
        <Muted>
          {t('lottery.draw.closesIn')}{' '}
          <Time until={game.current.closeAt} offset={offset} label={t('lottery.draw.closesIn')} />
        </Muted>
      </CardTop>
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
