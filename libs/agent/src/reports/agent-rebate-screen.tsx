import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useErrorMessage, type ErrorMessage } from '@wl/session';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  FactsList,
  Form,
  Page,
  QueryState,
  Skeleton,
  TextField,
  toast,
} from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { profileOptions, subordinatesOptions, updateRebates } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { useQueryStates } from '../agent-shared/query-states';
import { Muted, RecordList } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { parseRebate } from '../agent-shared/amounts';

function AgentRebate() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const states = useQueryStates();
  const queryClient = useQueryClient();
  const { client, token } = useAgentSession();
  const profile = useQuery(profileOptions(client, token));
  const direct = useQuery(subordinatesOptions(client, token, { pageSize: 100 }));
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const own = profile.data?.rebate ?? 0;

  const save = useMutation({
    mutationFn: (rebates: { memberId: number; rebate: number }[]) => updateRebates(client, { rebates }),
    onSuccess: () => {
      toast.success(t('agent.rebate.saved'));
      setEdits({});
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
    },
    onError: (error) => setFormError(messageOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: Record<number, string> = {};
    const rebates: { memberId: number; rebate: number }[] = [];
    for (const [id, text] of Object.entries(edits)) {
      const parsed = parseRebate(text, own);
      if (parsed.ok) rebates.push({ memberId: Number(id), rebate: parsed.value });
      else next[Number(id)] = parsed.errorKey;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (rebates.length === 0) return setFormError({ key: 'agent.rebate.nothingChanged' });
    save.mutate(rebates);
  };

  return (
    <Page as="div">
      <Card padding="sm" title={t('agent.rebate.own')}>
        {/* The figures stay on screen while pending, the rebate as a placeholder. */}
        <QueryState compact {...states(profile)} pending={false} />
        <FactsList
          layout="tiles"
          items={[
            {
              label: t('agent.team.rebate'),
              value: profile.data ? t('agent.common.percent', { value: own }) : <Skeleton width="3em" />,
            },
            { label: t('agent.overview.directCount'), value: profile.data?.directCount ?? '' },
          ]}
        />
        <Muted>{t('agent.rebate.rule')}</Muted>
      </Card>
      <Card padding="sm" title={t('agent.rebate.direct')}>
        <QueryState compact {...states(direct)} placeholder={<Skeleton height="120px" />} />
        {direct.data && direct.data.rows.length === 0 ? <EmptyState text={t('agent.team.empty')} /> : null}
        {direct.data && direct.data.rows.length > 0 ? (
          <Form gap="sm" onSubmit={submit}>
            <RecordList>
              {direct.data.rows.map((row) => (
                <li key={row.memberId}>
                  <TextField
                    label={t('agent.rebate.of', { name: row.userName })}
                    inputMode="decimal"
                    value={edits[row.memberId] ?? String(row.rebate)}
                    onChange={(e) => setEdits({ ...edits, [row.memberId]: e.target.value })}
                    error={errors[row.memberId] ? t(errors[row.memberId] ?? '') : undefined}
                  />
                </li>
              ))}
            </RecordList>
            {formError ? <Alert tone="error">{t(formError.key, formError.values)}</Alert> : null}
            <Button type="submit" loading={save.isPending}>
              {t('agent.rebate.save')}
            </Button>
          </Form>
        ) : null}
      </Card>
    </Page>
  );
}

/** /m/member/agent/agentRebeat: the agent's own rebate and its direct downlines' rebates (never above its own). */
export default function AgentRebateScreen() {
  return (
    <AgentGate>
      <AgentRebate />
    </AgentGate>
  );
}
