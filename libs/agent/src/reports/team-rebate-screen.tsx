import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Card, FactsList, Page, QueryState, Skeleton } from '@wl/ui-kit';
import { teamRebateOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { Muted, RecordHead } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { useRangeParams } from './use-range';

function TeamRebate() {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, setRange, setPage } = useRangeParams(today);
  const income = useQuery(teamRebateOptions(client, token, { ...range, pageNo }));
  return (
    <Page as="div">
      <RangeBar value={range} today={today} onChange={setRange} />
      <Card padding="sm" title={t('agent.report.totals')}>
        <Muted>{t('agent.teamRebate.rule')}</Muted>
        <QueryState compact {...states(income)} placeholder={<Skeleton height="60px" />} />
        {income.data ? (
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.teamRebate.teamTurnover'), value: money(income.data.totals.teamTurnover) },
              { label: t('agent.teamRebate.income'), value: money(income.data.totals.income) },
            ]}
          />
        ) : null}
      </Card>
      <PagedRecords
        page={income.data}
        pageNo={pageNo}
        onPage={setPage}
        label={t('agent.teamRebate.byDirect')}
        emptyText={t('agent.common.empty')}
      >
        {(row) => (
          <Card as="li" padding="sm" outlined key={row.memberId} aria-label={row.userName}>
            <RecordHead>{row.userName}</RecordHead>
            <FactsList
              layout="tiles"
              items={[
                { label: t('agent.teamRebate.teamTurnover'), value: money(row.teamTurnover) },
                {
                  label: t('agent.teamRebate.spread'),
                  value: t('agent.teamRebate.spreadValue', { own: row.ownRebate, downline: row.downlineRebate }),
                },
                { label: t('agent.teamRebate.income'), value: money(row.income) },
              ]}
            />
          </Card>
        )}
      </PagedRecords>
    </Page>
  );
}

/** /m/member/teamRebate (AGEREBINC3): what the agent earns on its direct downlines' team turnover. */
export default function TeamRebateScreen() {
  return (
    <AgentGate>
      <TeamRebate />
    </AgentGate>
  );
}
