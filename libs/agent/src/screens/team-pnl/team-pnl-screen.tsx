import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton, TextField } from '@wl/ui-kit';
import { memberPnlOptions } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Pager } from '../../components/pager';
import { RangeBar } from '../../components/range-bar';
import { Card, Figures, Form, Page, RecordHead, RecordItem, RecordList, SectionTitle, Tag } from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { useRangeParams } from '../../components/use-range';

function TeamPnl() {
  const { t } = useTranslation();
  const { client, token, today, money } = useAgentSession();
  const { range, pageNo, params, setRange, setPage, update } = useRangeParams(today);
  const username = params.get('username') ?? '';
  const [name, setName] = useState(username);
  const pnl = useQuery(memberPnlOptions(client, token, { ...range, pageNo, ...(username ? { username } : {}) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ username: name.trim(), pageNo: undefined });
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
        <Button type="submit" variant="secondary">
          {t('agent.team.searchButton')}
        </Button>
      </Form>
      <Card aria-labelledby="pnl-totals">
        <SectionTitle id="pnl-totals">{t('agent.report.totals')}</SectionTitle>
        {pnl.isError ? <ErrorNote error={pnl.error} onRetry={() => void pnl.refetch()} /> : null}
        {pnl.isPending ? <Skeleton height="80px" /> : null}
        {pnl.data ? (
          <Figures>
            <div>
              <dt>{t('agent.report.members')}</dt>
              <dd>{pnl.data.total}</dd>
            </div>
            <div>
              <dt>{t('agent.report.betCount')}</dt>
              <dd>{pnl.data.totals.betCount}</dd>
            </div>
            <div>
              <dt>{t('agent.report.turnover')}</dt>
              <dd>{money(pnl.data.totals.turnover)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.payout')}</dt>
              <dd>{money(pnl.data.totals.payout)}</dd>
            </div>
            <div>
              <dt>{t('agent.report.netWin')}</dt>
              <dd>{money(pnl.data.totals.netWin)}</dd>
            </div>
          </Figures>
        ) : null}
      </Card>
      {pnl.data && pnl.data.rows.length === 0 ? <EmptyState text={t('agent.common.empty')} /> : null}
      <RecordList aria-label={t('agent.report.byMember')}>
        {pnl.data?.rows.map((row) => (
          <RecordItem key={row.memberId} aria-label={row.userName}>
            <RecordHead>
              {row.userName}
              <Tag>{t('agent.team.levelN', { level: row.level })}</Tag>
            </RecordHead>
            <Figures>
              <div>
                <dt>{t('agent.report.betCount')}</dt>
                <dd>{row.betCount}</dd>
              </div>
              <div>
                <dt>{t('agent.report.turnover')}</dt>
                <dd>{money(row.turnover)}</dd>
              </div>
              <div>
                <dt>{t('agent.report.payout')}</dt>
                <dd>{money(row.payout)}</dd>
              </div>
              <div>
                <dt>{t('agent.report.netWin')}</dt>
                <dd>{money(row.netWin)}</dd>
              </div>
            </Figures>
          </RecordItem>
        ))}
      </RecordList>
      {pnl.data ? <Pager pageNo={pageNo} totalPages={pnl.data.totalPages} onPage={setPage} /> : null}
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
