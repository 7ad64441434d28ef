import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { DrawResult, LotteryGameId } from '@wl/api-client/contract/lottery-calls';
import { useApiClient } from '@wl/session';
import { Button, EmptyState, Loading } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { vnBoardQueryOptions } from '../api/lottery-queries';
import { Balls } from './balls';
import { PlayList, PlaySection } from './play-section';

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

const Board = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;

  & th,
  & td {
    padding: 4px 6px;
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    vertical-align: top;
  }
  & td {
    font-variant-numeric: tabular-nums;
    word-spacing: 6px;
  }
`;

function PrizeBoard({ gameId, numero }: { gameId: LotteryGameId; numero: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const board = useQuery(vnBoardQueryOptions(client, gameId, numero));
  if (!board.data) return <Loading label={t('common.loading')} />;
  return (
    <Board>
      <caption>{t('lottery.draw.numero', { numero })}</caption>
      <tbody>
        {board.data.prizes.map((prize) => (
          <tr key={prize.tier}>
            <th scope="row">{t(`lottery.results.tiers.${prize.tier}`)}</th>
            <td>{prize.numbers.join(' ')}</td>
          </tr>
        ))}
      </tbody>
    </Board>
  );
}

export interface ResultsListProps {
  gameId: LotteryGameId;
  results: readonly DrawResult[];
  /** Vietnamese games show their whole prize board on request. */
  hasBoard: boolean;
}

/** The latest draws, newest first, each with its numbers. */
export function ResultsList({ gameId, results, hasBoard }: ResultsListProps) {
  const { t } = useTranslation();
  const [boardOpen, setBoardOpen] = useState(false);
  const drawn = results.filter((r) => r.status === 'drawn');
  const latest = drawn[0];
  return (
    <PlaySection title={t('lottery.results.label')}>
      {drawn.length === 0 ? (
        <EmptyState text={t('lottery.results.empty')} />
      ) : (
        <PlayList>
          {drawn.map((result) => (
            <Row key={result.numero}>
              <span>{t('lottery.draw.numero', { numero: result.numero })}</span>
              <Balls
                small
                numbers={result.numbers}
                label={t('lottery.results.numbers', { numbers: result.numbers.join(', ') })}
              />
            </Row>
          ))}
        </PlayList>
      )}
      {hasBoard && latest ? (
        <>
          <Button variant="secondary" size="sm" aria-expanded={boardOpen} onClick={() => setBoardOpen((open) => !open)}>
            {t(boardOpen ? 'lottery.results.hideBoard' : 'lottery.results.board')}
          </Button>
          {boardOpen ? <PrizeBoard gameId={gameId} numero={latest.numero} /> : null}
        </>
      ) : null}
    </PlaySection>
  );
}
