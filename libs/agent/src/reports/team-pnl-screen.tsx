import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Card, FactsList, Page, QueryState, Skeleton } from '@wl/ui-kit';
import { memberPnlOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { MemberSearch } from '../agent-shared/member-search';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { RecordHead, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { useRangeParams } from './use-range';

function TeamPnl() {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, params, setRange, setPage, update } = useRangeParams(today);
  const username = params.get('username') ?? '';
  const [name, setName] = useState(username);
  const pnl = useQuery(memberPnlOptions(client, token, { ...range, pageNo, ...(username ? { username } : {}) }));
  const submit = () => update({ username: name.trim(), pageNo: undefined });
  return (
    <Page as="div">
      <RangeBar value={range} today={today} onChange={setRange} />
      <MemberSearch value={name} onChange={setName} onSearch={submit} />
      <Card padding="sm" title={t('agent.report.totals')}>
        <QueryState compact {...states(pnl)} placeholder={<Skeleton height="80px" />} />
        {pnl.data ? (
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.report.members'), value: pnl.data.total },
              { label: t('agent.report.betCount'), value: pnl.data.totals.betCount },
              { label: t('agent.report.turnover'), value: money(pnl.data.totals.turnover) },
              { label: t('agent.report.payout'), value: money(pnl.data.totals.payout) },
              { label: t('agent.report.netWin'), value: money(pnl.data.totals.netWin) },
            ]}
          />
        ) : null}
      </Card>
      <PagedRecords
        page={pnl.data}
        pageNo={pageNo}
        onPage={setPage}
        label={t('agent.report.byMember')}
        emptyText={t('agent.common.empty')}
      >
        {(row) => (
          <Card as="li" padding="sm" outlined key={row.memberId} aria-label={row.userName}>
            <RecordHead>
              {row.userName}
              <Tag>{t('agent.team.levelN', { level: row.level })}</Tag>
            </RecordHead>
            <FactsList
              layout="tiles"
              items={[
                { label: t('agent.report.betCount'), value: row.betCount },
                { label: t('agent.report.turnover'), value: money(row.turnover) },
                { label: t('agent.report.payout'), value: money(row.payout) },
                { label: t('agent.report.netWin'), value: money(row.netWin) },
              ]}
            />
          </Card>
        )}
      </PagedRecords>
    </Page>
  );
}

/** /m/agent/team/pnl (AGETEAMPNL3): profit and loss of each team member over a range. */
export default function TeamPnlScreen() {
  return (
    <AgentGate>
      <TeamPnl />
    </AgentGate>
  );
}
