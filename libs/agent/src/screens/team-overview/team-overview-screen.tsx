import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@wl/ui-kit';
import { kpiAOptions, kpiBOptions, kpiCOptions } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Pager } from '../../components/pager';
import { RangeBar } from '../../components/range-bar';
import { Card, Figures, Muted, Page, RecordHead, RecordItem, RecordList, SectionTitle, Tag } from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { useRangeParams } from '../../components/use-range';
import { daysBetween } from '@wl/api-client/contract';

import { sitePath } from '@wl/brand';
const DAY_PAGE = 10;

function TeamOverview() {
  const { t } = useTranslation();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, setRange, setPage } = useRangeParams(today);
  const a = useQuery(kpiAOptions(client, token, { ...range, size: 0 }));
  const b = useQuery(kpiBOptions(client, token, { ...range, size: DAY_PAGE, pageNo }));
  const c = useQuery(kpiCOptions(client, token, { ...range, size: 100 }));
  const days = daysBetween(range.startDate, range.endDate) + 1;

  return (
    <Page>
      <RangeBar value={range} today={today} onChange={setRange} />
      <Card aria-labelledby="overview-summary">
        <SectionTitle id="overview-summary">{t('agent.overview.summary')}</SectionTitle>
        {a.isError ? <ErrorNote error={a.error} onRetry={() => void a.refetch()} /> : null}
        {a.data ? (
          <Figures>
            <div>
              <dt>{t('agent.overview.teamSize')}</dt>
              <dd>{a.data.summary.teamSize}</dd>
            </div>
            <div>
              <dt>{t('agent.overview.directCount')}</dt>
              <dd>{a.data.summary.directCount}</dd>
            </div>
            <div>
              <dt>{t('agent.overview.agentCount')}</dt>
              <dd>{a.data.summary.agentCount}</dd>
            </div>
            <div>
              <dt>{t('agent.overview.teamBalance')}</dt>
              <dd>{money(a.data.summary.teamBalance)}</dd>
            </div>
            <div>
              <dt>{t('agent.home.counters.registered')}</dt>
              <dd>{a.data.footer.teamRegisterMemberCount}</dd>
            </div>
            <div>
              <dt>{t('agent.home.counters.loggedIn')}</dt>
              <dd>{a.data.footer.teamLoginMemberCount}</dd>
            </div>
            <div>
              <dt>{t('agent.home.counters.betting')}</dt>
              <dd>{a.data.footer.teamBetMemberCount}</dd>
            </div>
            <div>
              <dt>{t('agent.home.counters.online')}</dt>
              <dd>{a.data.footer.teamOnlineCount}</dd>
            </div>
            <div>
              <dt>{t('agent.report.betCount')}</dt>
              <dd>{a.data.summary.betCount}</dd>
            </div>
            <div>
              <dt>{t('agent.report.turnover')}</dt>
              <dd>{money(a.data.summary.turnover)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.payout')}</dt>
              <dd>{money(a.data.summary.payout)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.netWin')}</dt>
              <dd>{money(a.data.summary.netWin)}</dd>
            </div>
            <div>
              <dt>{t('agent.overview.transfersToTeam')}</dt>
              <dd>{money(a.data.summary.transfersToTeam)}</dd>
            </div>
          </Figures>
        ) : a.isPending ? (
          <Skeleton height="120px" />
        ) : null}
      </Card>
      <Card aria-labelledby="overview-days">
        <SectionTitle id="overview-days">{t('agent.overview.byDay', { count: days })}</SectionTitle>
        {b.isError ? <ErrorNote error={b.error} onRetry={() => void b.refetch()} /> : null}
        <RecordList>
          {b.data?.rows.map((row) => (
            <RecordItem key={row.date} aria-label={row.date}>
              <RecordHead>{row.date}</RecordHead>
              <Figures>
                <div>
                  <dt>{t('agent.home.counters.registered')}</dt>
                  <dd>{row.registered}</dd>
                </div>
                <div>
                  <dt>{t('agent.home.counters.loggedIn')}</dt>
                  <dd>{row.loggedIn}</dd>
                </div>
                <div>
                  <dt>{t('agent.home.counters.betting')}</dt>
                  <dd>{row.betting}</dd>
                </div>
                <div>
                  <dt>{t('agent.report.turnover')}</dt>
                  <dd>{money(row.turnover)}</dd>
                </div>
                <div>
                  <dt>{t('agent.report.netWin')}</dt>
                  <dd>{money(row.netWin)}</dd>
                </div>
              </Figures>
            </RecordItem>
          ))}
        </RecordList>
        {b.data ? <Pager pageNo={pageNo} totalPages={b.data.totalPages} onPage={setPage} /> : null}
      </Card>
      <Card aria-labelledby="overview-direct">
        <SectionTitle id="overview-direct">{t('agent.overview.byDirect')}</SectionTitle>
        {c.isError ? <ErrorNote error={c.error} onRetry={() => void c.refetch()} /> : null}
        {c.data && c.data.rows.length === 0 ? <Muted>{t('agent.common.empty')}</Muted> : null}
        <RecordList>
          {c.data?.rows.map((row) => (
            <RecordItem key={row.memberId}>
              <RecordHead>
                <Link to={sitePath('team', { parentId: row.memberId })}>{row.userName}</Link>
                <Tag>{t(row.type === 0 ? 'agent.team.member' : 'agent.team.agent')}</Tag>
              </RecordHead>
              <Figures>
                <div>
                  <dt>{t('agent.overview.teamSize')}</dt>
                  <dd>{row.teamSize}</dd>
                </div>
                <div>
                  <dt>{t('agent.home.counters.betting')}</dt>
                  <dd>{row.betting}</dd>
                </div>
                <div>
                  <dt>{t('agent.report.turnover')}</dt>
                  <dd>{money(row.turnover)}</dd>
                </div>
                <div>
                  <dt>{t('agent.report.netWin')}</dt>
                  <dd>{money(row.netWin)}</dd>
                </div>
              </Figures>
            </RecordItem>
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
