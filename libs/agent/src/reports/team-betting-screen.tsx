import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Card, FactsList, Page, QueryState, Select, Skeleton } from '@wl/ui-kit';
import { teamBetsOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { MemberSearch } from '../agent-shared/member-search';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { Muted, RecordHead, Tag } from '../agent-shared/records';
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
  const submit = () => update({ username: name.trim(), gameType: type, pageNo: undefined });
  return (
    <Page as="div">
      <RangeBar value={range} today={today} onChange={setRange} />
      <MemberSearch value={name} onChange={setName} onSearch={submit}>
        <Select label={t('agent.betting.gameType')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('agent.betting.allGames')}</option>
          {gameTypes.map((g) => (
            <option key={g} value={g}>
              {t(`agent.betting.types.${g}`)}
            </option>
          ))}
        </Select>
      </MemberSearch>
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
      <PagedRecords
        page={bets.data}
        pageNo={pageNo}
        onPage={setPage}
        label={t('agent.betting.list')}
        emptyText={t('agent.common.empty')}
      >
        {(row) => (
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
        )}
      </PagedRecords>
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
