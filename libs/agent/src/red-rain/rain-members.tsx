import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Card, Checkbox, QueryState, Skeleton } from '@wl/ui-kit';
import { downlinesOptions } from '../agent-shared/agent-api';
import { PagedRecords } from '../agent-shared/paged-records';
import { useQueryStates } from '../agent-shared/query-states';
import { useAgentSession } from '../agent-shared/use-agent-session';

/** The downline members to send to, 50 a page, each with its checkbox. */
export function RainMembers({
  chosen,
  onToggle,
}: {
  /** The chosen members: id → username. */
  chosen: ReadonlyMap<number, string>;
  onToggle: (id: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const states = useQueryStates();
  const { client, token } = useAgentSession();
  const [pageNo, setPageNo] = useState(1);
  const team = useQuery(downlinesOptions(client, token, { pageNo, pageSize: 50 }));
  return (
    <Card padding="sm" title={t('agent.rain.members')}>
      <QueryState compact {...states(team)} placeholder={<Skeleton height="120px" />} />
      <PagedRecords page={team.data} pageNo={pageNo} onPage={setPageNo} emptyText={t('agent.team.empty')}>
        {(row) => (
          <li key={row.memberId}>
            <Checkbox
              label={`${row.userName} · ${t('agent.team.levelN', { level: row.level })}`}
              checked={chosen.has(row.memberId)}
              onChange={() => onToggle(row.memberId, row.userName)}
            />
          </li>
        )}
      </PagedRecords>
    </Card>
  );
}
