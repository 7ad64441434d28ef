import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { SettlementRow } from '@wl/api-client/contract/agent-calls';
import { useErrorText, walletKeys } from '@wl/session';
import { Button, Card, FactsList, Page, QueryState, Skeleton, Tabs, toast } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { currentSalaryOptions, payoutDividend, settlementsOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { RangeBar } from './range-bar';
import { Muted, RecordHead, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { useRangeParams } from './use-range';
import { presetRange } from '../agent-shared/report-dates';

import { sitePaths } from '@wl/brand';
type Which = 'dividend' | 'salary';

type Formats = ReturnType<typeof useAgentSession>;

/** A settled period [start, end) in the brand's time zone: days (the last one included), or an hour. */
function period(row: { start: number; end: number }, hourly: boolean, f: Formats): string {
  if (hourly) return `${f.dateTime(row.start)} – ${f.time(row.end)}`;
  const first = f.date(row.start);
  const last = f.date(row.end - 1);
  return first === last ? first : `${first} – ${last}`;
}

function Current({ which }: { which: Which }) {
  const { t } = useTranslation();
  const states = useQueryStates();
  const session = useAgentSession();
  const { client, token, money } = session;
  const current = useQuery(currentSalaryOptions(client, token, which));
  if (current.isPending || current.isError) {
    return <QueryState compact {...states(current)} placeholder={<Skeleton height="80px" />} />;
  }
  const { contract, period: running } = current.data;
  if (!contract || !running) {
    return (
      <p>
        {t(which === 'dividend' ? 'agent.dividend.noContract' : 'agent.salary.noContract')}{' '}
        <Link to={which === 'dividend' ? sitePaths.dividendContract : sitePaths.salaryContract}>
          {t('agent.dividend.seeContract')}
        </Link>
      </p>
    );
  }
  return (
    <FactsList
      layout="tiles"
      items={[
        { label: t('agent.dividend.period'), value: period(running, false, session) },
        { label: t('agent.report.turnover'), value: money(running.turnover) },
        { label: t('agent.dividend.netLoss'), value: money(running.netLoss) },
        { label: t('agent.dividend.activeMembers'), value: running.activeMembers },
        { label: t('agent.dividend.soFar'), value: money(running.amount) },
      ]}
    />
  );
}

function History({ which }: { which: Which }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const states = useQueryStates();
  const queryClient = useQueryClient();
  const session = useAgentSession();
  const { client, token, today, money } = session;
  const { range, pageNo, setRange, setPage } = useRangeParams(
    today,
    presetRange(which === 'dividend' ? 'last30' : 'last7', today),
  );
  const list = useQuery(settlementsOptions(client, token, which, { ...range, pageNo }));
  const payout = useMutation({
    mutationFn: (id: number) => payoutDividend(client, id),
    onSuccess: (result) => {
      toast.success(t('agent.dividend.paid', { amount: money(result.settlement.amount) }));
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const row = (item: SettlementRow) => (
    <Card as="li" padding="sm" outlined key={item.id}>
      <RecordHead>
        <span>{period(item, item.kind === 'hourly_salary' || item.kind === 'realtime_salary', session)}</span>
        <Tag>{t(`agent.dividend.status.${item.status}`)}</Tag>
      </RecordHead>
      <FactsList
        layout="tiles"
        items={[
          { label: t('agent.report.turnover'), value: money(item.turnover) },
          which === 'dividend' && { label: t('agent.dividend.netLoss'), value: money(item.netLoss) },
          { label: t('agent.dividend.activeMembers'), value: item.activeMembers },
          { label: t('agent.dividend.amount'), value: money(item.amount) },
        ]}
      />
      {item.status === 'unpaid' ? (
        <Button
          size="sm"
          loading={payout.isPending && payout.variables === item.id}
          onClick={() => payout.mutate(item.id)}
        >
          {t('agent.dividend.payout')}
        </Button>
      ) : null}
    </Card>
  );
  return (
    <>
      <RangeBar value={range} today={today} onChange={setRange} />
      <QueryState compact {...states(list)} placeholder={<Skeleton height="120px" />} />
      {list.data ? <Muted>{t('agent.dividend.total', { amount: money(list.data.totals.amount) })}</Muted> : null}
      <PagedRecords
        page={list.data}
        pageNo={pageNo}
        onPage={setPage}
        label={t(which === 'dividend' ? 'agent.dividend.history' : 'agent.salary.history')}
        emptyText={t('agent.common.empty')}
      >
        {row}
      </PagedRecords>
    </>
  );
}

function Dividend() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const which: Which = params.get('tab') === 'salary' ? 'salary' : 'dividend';
  return (
    <Page as="div">
      <Tabs
        aria-label={t('agent.dividend.tabs')}
        items={[
          { id: 'dividend', label: t('agent.dividend.tab') },
          { id: 'salary', label: t('agent.salary.tab') },
        ]}
        value={which}
        onChange={(id) => setParams(id === 'salary' ? { tab: 'salary' } : {}, { replace: true })}
      >
        <Card padding="sm" title={t(which === 'dividend' ? 'agent.dividend.current' : 'agent.salary.current')}>
          <Current which={which} />
        </Card>
        <Card padding="sm" title={t(which === 'dividend' ? 'agent.dividend.history' : 'agent.salary.history')}>
          <Muted>{t(which === 'dividend' ? 'agent.dividend.rule' : 'agent.salary.rule')}</Muted>
          <History key={which} which={which} />
        </Card>
      </Tabs>
    </Page>
  );
}

/** /m/member/agent/agentDivident: dividends (current half-month, history, payout) and salaries (today, history). */
export default function DividendScreen() {
  return (
    <AgentGate>
      <Dividend />
    </AgentGate>
  );
}
