import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import { Card, FactsList, Page, QueryState, Skeleton } from '@wl/ui-kit';
import { kpiAOptions, kpiBOptions, kpiCOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { RecordHead, RecordList, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { useRangeParams } from './use-range';
import { daysBetween } from '@wl/api-client/contract/money-common';

import { sitePath } from '@wl/brand';
const DAY_PAGE = 10;

function TeamOverview() {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, setRange, setPage } = useRangeParams(today);
  const a = useQuery(kpiAOptions(client, token, { ...range, size: 0 }));
  const b = useQuery(kpiBOptions(client, token, { ...range, size: DAY_PAGE, pageNo }));
  const c = useQuery(kpiCOptions(client, token, { ...range, size: 100 }));
  const days = daysBetween(range.startDate, range.endDate) + 1;

  return (
    <Page as="div">
      <RangeBar value={range} today={today} onChange={setRange} />
      <Card padding="sm" title={t('agent.overview.summary')}>
        <QueryState compact {...states(a)} placeholder={<Skeleton height="120px" />} />
        {a.data ? (
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.overview.teamSize'), value: a.data.summary.teamSize },
              { label: t('agent.overview.directCount'), value: a.data.summary.directCount },
              { label: t('agent.overview.agentCount'), value: a.data.summary.agentCount },
              { label: t('agent.overview.teamBalance'), value: money(a.data.summary.teamBalance) },
              { label: t('agent.home.counters.registered'), value: a.data.footer.teamRegisterMemberCount },
              { label: t('agent.home.counters.loggedIn'), value: a.data.footer.teamLoginMemberCount },
              { label: t('agent.home.counters.betting'), value: a.data.footer.teamBetMemberCount },
              { label: t('agent.home.counters.online'), value: a.data.footer.teamOnlineCount },
              { label: t('agent.report.betCount'), value: a.data.summary.betCount },
              { label: t('agent.report.turnover'), value: money(a.data.summary.turnover) },
              { label: t('agent.report.payout'), value: money(a.data.summary.payout) },
              { label: t('agent.report.netWin'), value: money(a.data.summary.netWin) },
              { label: t('agent.overview.transfersToTeam'), value: money(a.data.summary.transfersToTeam) },
            ]}
          />
        ) : null}
      </Card>
      <Card padding="sm" title={t('agent.overview.byDay', { count: days })}>
        {/* The rows fill in when they come: no placeholder while pending (as before). */}
        <QueryState compact {...states(b)} pending={false} />
        <PagedRecords page={b.data} pageNo={pageNo} onPage={setPage}>
          {(row) => (
            <Card as="li" padding="sm" outlined key={row.date} aria-label={row.date}>
              <RecordHead>{row.date}</RecordHead>
              <FactsList
                layout="tiles"
                items={[
                  { label: t('agent.home.counters.registered'), value: row.registered },
                  { label: t('agent.home.counters.loggedIn'), value: row.loggedIn },
                  { label: t('agent.home.counters.betting'), value: row.betting },
                  { label: t('agent.report.turnover'), value: money(row.turnover) },
                  { label: t('agent.report.netWin'), value: money(row.netWin) },
                ]}
              />
            </Card>
          )}
        </PagedRecords>
      </Card>
      <Card padding="sm" title={t('agent.overview.byDirect')}>
        <QueryState
          compact
          {...states(c)}
          pending={false}
          empty={c.data?.rows.length === 0}
          emptyText={t('agent.common.empty')}
        />
        <RecordList>
          {c.data?.rows.map((row) => (
            <Card as="li" padding="sm" outlined key={row.memberId}>
              <RecordHead>
                <Link to={sitePath('team', { parentId: row.memberId })}>{row.userName}</Link>
                <Tag>{t(row.type === 0 ? 'agent.team.member' : 'agent.team.agent')}</Tag>
              </RecordHead>
              <FactsList
                layout="tiles"
                items={[
                  { label: t('agent.overview.teamSize'), value: row.teamSize },
                  { label: t('agent.home.counters.betting'), value: row.betting },
                  { label: t('agent.report.turnover'), value: money(row.turnover) },
                  { label: t('agent.report.netWin'), value: money(row.netWin) },
                ]}
              />
            </Card>
          ))}
        </RecordList>
      </Card>
    </Page>
  );
}

/** /m/agent/team/overview (AGEPAG): the team's figures over a range, per day and per direct downline. */
export default function TeamOverviewScreen() {
  return (
    <AgentGate>
      <TeamOverview />
    </AgentGate>
  );
}
