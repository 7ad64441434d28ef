import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton } from '@wl/ui-kit';
import { teamRebateOptions } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Pager } from '../../components/pager';
import { RangeBar } from '../../components/range-bar';
import { Card, Figures, Muted, Page, RecordHead, RecordItem, RecordList, SectionTitle } from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { useRangeParams } from '../../components/use-range';

function TeamRebate() {
  const { t } = useTranslation();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, setRange, setPage } = useRangeParams(today);
  const income = useQuery(teamRebateOptions(client, token, { ...range, pageNo }));
  return (
    <Page>
      <RangeBar value={range} today={today} onChange={setRange} />
      <Card aria-labelledby="rebate-totals">
        <SectionTitle id="rebate-totals">{t('agent.report.totals')}</SectionTitle>
        <Muted>{t('agent.teamRebate.rule')}</Muted>
        {income.isError ? <ErrorNote error={income.error} onRetry={() => void income.refetch()} /> : null}
        {income.isPending ? <Skeleton height="60px" /> : null}
        {income.data ? (
          <Figures>
            <div>
              <dt>{t('agent.teamRebate.teamTurnover')}</dt>
              <dd>{money(income.data.totals.teamTurnover)}</dd>
            </div>
            <div>
              <dt>{t('agent.teamRebate.income')}</dt>
              <dd>{money(income.data.totals.income)}</dd>
            </div>
          </Figures>
        ) : null}
      </Card>
      {income.data && income.data.rows.length === 0 ? <EmptyState text={t('agent.common.empty')} /> : null}
      <RecordList aria-label={t('agent.teamRebate.byDirect')}>
        {income.data?.rows.map((row) => (
          <RecordItem key={row.memberId} aria-label={row.userName}>
            <RecordHead>{row.userName}</RecordHead>
            <Figures>
              <div>
                <dt>{t('agent.teamRebate.teamTurnover')}</dt>
                <dd>{money(row.teamTurnover)}</dd>
              </div>
              <div>
                <dt>{t('agent.teamRebate.spread')}</dt>
                <dd>{t('agent.teamRebate.spreadValue', { own: row.ownRebate, downline: row.downlineRebate })}</dd>
              </div>
              <div>
                <dt>{t('agent.teamRebate.income')}</dt>
                <dd>{money(row.income)}</dd>
              </div>
            </Figures>
          </RecordItem>
        ))}
      </RecordList>
      {income.data ? <Pager pageNo={pageNo} totalPages={income.data.totalPages} onPage={setPage} /> : null}
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
