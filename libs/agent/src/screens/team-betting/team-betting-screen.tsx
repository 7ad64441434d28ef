import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton, TextField } from '@wl/ui-kit';
import { teamBetsOptions } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Pager } from '../../components/pager';
import { RangeBar } from '../../components/range-bar';
import {
  Card,
  FieldLabel,
  Figures,
  Form,
  Muted,
  Page,
  RecordHead,
  RecordItem,
  RecordList,
  SectionTitle,
  Select,
  Tag,
} from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { useRangeParams } from '../../components/use-range';

/** Game types a bet can carry (the spec's categories). */
const gameTypes = ['LOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP'] as const;

function TeamBetting() {
  const { t } = useTranslation();
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
    <Page>
      <RangeBar value={range} today={today} onChange={setRange} />
      <Form onSubmit={submit} role="search" aria-label={t('agent.team.search')}>
        <TextField
          label={t('agent.team.searchLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={32}
        />
        <FieldLabel>
          {t('agent.betting.gameType')}
          <Select value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('agent.betting.allGames')}</option>
            {gameTypes.map((g) => (
              <option key={g} value={g}>
                {t(`agent.betting.types.${g}`)}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <Button type="submit" variant="secondary">
          {t('agent.team.searchButton')}
        </Button>
      </Form>
      <Card aria-labelledby="bets-totals">
        <SectionTitle id="bets-totals">{t('agent.report.totals')}</SectionTitle>
        {bets.isError ? <ErrorNote error={bets.error} onRetry={() => void bets.refetch()} /> : null}
        {bets.isPending ? <Skeleton height="80px" /> : null}
        {bets.data ? (
          <Figures>
            <div>
              <dt>{t('agent.betting.bets')}</dt>
              <dd>{bets.data.total}</dd>
            </div>
            <div>
              <dt>{t('agent.report.turnover')}</dt>
              <dd>{money(bets.data.totals.turnover)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.payout')}</dt>
              <dd>{money(bets.data.totals.payout)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.netWin')}</dt>
              <dd>{money(bets.data.totals.netWin)}</dd>
            </div>
          </Figures>
        ) : null}
      </Card>
      {bets.data && bets.data.rows.length === 0 ? <EmptyState text={t('agent.common.empty')} /> : null}
      <RecordList aria-label={t('agent.betting.list')}>
        {bets.data?.rows.map((row) => (
          <RecordItem key={row.id}>
            <RecordHead>
              <span>{row.gameName}</span>
              <Tag>{t(`agent.betting.status.${row.status}`)}</Tag>
            </RecordHead>
            <Muted>
              {row.userName} · {dateTime(row.placedAt)}
            </Muted>
            <Figures>
              <div>
                <dt>{t('agent.betting.stake')}</dt>
                <dd>{money(row.stake)}</dd>
              </div>
              <div>
                <dt>{t('agent.report.payout')}</dt>
                <dd>{money(row.payout)}</dd>
              </div>
            </Figures>
          </RecordItem>
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
