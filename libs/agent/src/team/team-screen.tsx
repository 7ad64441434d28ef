import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, FactsList, Page, QueryState, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { subordinatesOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { MemberSearch } from '../agent-shared/member-search';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { Muted, RecordHead, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { DownlineDialog } from './downline-dialog';

import { sitePath, sitePaths } from '@wl/brand';
const Online = styled.span<{ $on: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-end: 6px;
  border-radius: 50%;
  background: ${({ $on }) => ($on ? tokens.color.success : tokens.color.border)};
`;

const RowActions = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
  }
`;

const DrillLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 32px;
  border: 1px solid ${tokens.color.primary};
  border-radius: ${tokens.radius};
  color: ${tokens.color.text};
  font-size: 0.8125rem;
  text-decoration: none;
`;

function Team() {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token, money } = useAgentSession();
  const [params, setParams] = useSearchParams();
  const parentId = Number(params.get('parentId')) || undefined;
  const username = params.get('username') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const [search, setSearch] = useState(username);
  const [open, setOpen] = useState<number | null>(null);
  const query = username ? { username, pageNo } : { parentId, pageNo };
  const list = useQuery(subordinatesOptions(client, token, query));

  const submit = () => {
    const next = new URLSearchParams();
    if (search.trim()) next.set('username', search.trim());
    else if (parentId) next.set('parentId', String(parentId));
    setParams(next);
  };
  const page = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('pageNo', String(n));
    setParams(next);
  };

  const parent = list.data?.parent;
  return (
    <Page as="div">
      <MemberSearch value={search} onChange={setSearch} onSearch={submit} autoComplete="off" />
      <Card
        padding="sm"
        title={
          username
            ? t('agent.team.results', { text: username })
            : parent && parent.level > 0
              ? t('agent.team.teamOf', { name: parent.userName })
              : t('agent.team.direct')
        }
      >
        {parent && parent.level > 0 ? (
          <Link to={sitePaths.team}>{t('agent.team.backToMine')}</Link>
        ) : username ? (
          <Link to={sitePaths.team} onClick={() => setSearch('')}>
            {t('agent.team.clearSearch')}
          </Link>
        ) : null}
        <QueryState compact {...states(list)} placeholder={<Skeleton height="200px" />} />
        <PagedRecords
          page={list.data}
          pageNo={pageNo}
          onPage={page}
          label={t('agent.team.listLabel')}
          emptyText={t('agent.team.empty')}
        >
          {(row) => (
            <Card as="li" padding="sm" outlined key={row.memberId} aria-label={row.userName}>
              <RecordHead>
                <span>
                  <Online
                    $on={row.online}
                    role="img"
                    aria-label={t(row.online ? 'agent.team.online' : 'agent.team.offline')}
                  />
                  {row.userName}
                </span>
                <Tag>{t(row.type === 0 ? 'agent.team.member' : 'agent.team.agent')}</Tag>
              </RecordHead>
              <FactsList
                layout="tiles"
                items={[
                  { label: t('agent.team.level'), value: row.level },
                  { label: t('agent.team.balance'), value: money(row.balance) },
                  { label: t('agent.team.rebate'), value: t('agent.common.percent', { value: row.rebate }) },
                  { label: t('agent.team.teamSize'), value: row.teamSize },
                ]}
              />
              {username ? <Muted>{t('agent.team.uplineIs', { name: row.uplineName })}</Muted> : null}
              <RowActions>
                <Button
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={t('agent.team.manageMember', { name: row.userName })}
                  onClick={() => setOpen(row.memberId)}
                >
                  {t('agent.team.manage')}
                </Button>
                {row.directCount > 0 ? (
                  <DrillLink
                    to={sitePath('team', { parentId: row.memberId })}
                    aria-label={t('agent.team.viewTeamOf', { name: row.userName })}
                  >
                    {t('agent.team.viewTeam', { count: row.directCount })}
                  </DrillLink>
                ) : null}
              </RowActions>
            </Card>
          )}
        </PagedRecords>
      </Card>
      {open !== null ? <DownlineDialog memberId={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}

/** /m/member/team (DOWNMAN): the downline with search, drill-down into a downline's team, transfers and rebates. */
export default function TeamScreen() {
  return (
    <AgentGate>
      <Team />
    </AgentGate>
  );
}
