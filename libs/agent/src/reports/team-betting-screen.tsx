import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, FactsList, Form, Page, QueryState, Select, Skeleton, TextField } from '@wl/ui-kit';
import { teamBetsOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { Pager } from '../agent-shared/pager';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { Muted, RecordHead, RecordList, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { useRangeParams } from './use-range';

/** Game types a bet can carry (the spec's categories). */
const gameTypes = ['LOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP'] as const;

function TeamBetting() {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token, today, money, dateTime } = useAgentSession();
  const { range, pageNo, params, setRange, setPage, update } = useRangeParams(today);
  const username = params.get('username') ?? '';
  const gameType = params.get('gameType') ?? '';
  const [name, setName] = useState(username);
  const [type, setType] = useState(gameType);
  const bets = useQuery(
    teamBetsOptions(client, token, {
      ...range,
      pageNo,
      ...(username ? { username } : {}),
      ...(gameType ? { gameType } : {}),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ username: name.trim(), gameType: type, pageNo: undefined });
  };
  return (
    <Page as="div">
      <RangeBar value={range} today={today} onChange={setRange} />
      <Form gap="sm" onSubmit={submit} role="search" aria-label={t('agent.team.search')}>
        <TextField
          label={t('agent.team.searchLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={32}
        />
        <Select label={t('agent.betting.gameType')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('agent.betting.allGames')}</option>
          {gameTypes.map((g) => (
            <option key={g} value={g}>
              {t(`agent.betting.types.${g}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary">
          {t('agent.team.searchButton')}
        </Button>
      </Form>
      <Card padding="sm" title={t('agent.report.totals')}>
        <QueryState compact {...states(bets)} placeholder={<Skeleton height="80px" />} />
        {bets.data ? (
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.betting.bets'), value: bets.data.total },
              { label: t('agent.report.turnover'), value: money(bets.data.totals.turnover) },
              { label: t('agent.report.payout'), value: money(bets.data.totals.payout) },
              { label: t('agent.report.netWin'), value: money(bets.data.totals.netWin) },
            ]}
          />
        ) : null}
      </Card>
      {bets.data && bets.data.rows.length === 0 ? <EmptyState text={t('agent.common.empty')} /> : null}
      <RecordList aria-label={t('agent.betting.list')}>
        {bets.data?.rows.map((row) => (
          <Card as="li" padding="sm" outlined key={row.id}>
            <RecordHead>
              <span>{row.gameName}</span>
              <Tag>{t(`agent.betting.status.${row.status}`)}</Tag>
            </RecordHead>
            <Muted>
              {row.userName} · {dateTime(row.placedAt)}
            </Muted>
            <FactsList
              layout="tiles"
              items={[
                { label: t('agent.betting.stake'), value: money(row.stake) },
                { label: t('agent.report.payout'), value: money(row.payout) },
              ]}
            />
          </Card>
        ))}
      </RecordList>
      {bets.data ? <Pager pageNo={pageNo} totalPages={bets.data.totalPages} onPage={setPage} /> : null}
    </Page>
  );
}

/** /m/teamBetting (TEAMBETTING3): the team's bets over a range, by member and game type. */
export default function TeamBettingScreen() {
  return (
    <AgentGate>
      <TeamBetting />
    </AgentGate>
  );
}
