import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, type ErrorMessage } from '@wl/session';
import { Button, EmptyState, Skeleton, TextField, toast } from '@wl/ui-kit';
import { agentKeys } from '../../api/agent-keys';
import { profileOptions, subordinatesOptions, updateRebates } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Card, ErrorText, Figures, Form, Muted, Page, RecordList, SectionTitle } from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { parseRebate } from '../../rules/amounts';

function AgentRebate() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
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
    <Page>
      <Card aria-labelledby="own-rebate">
        <SectionTitle id="own-rebate">{t('agent.rebate.own')}</SectionTitle>
        {profile.isError ? <ErrorNote error={profile.error} onRetry={() => void profile.refetch()} /> : null}
        <Figures>
          <div>
            <dt>{t('agent.team.rebate')}</dt>
            <dd>{profile.data ? t('agent.common.percent', { value: own }) : <Skeleton width="3em" />}</dd>
          </div>
          <div>
            <dt>{t('agent.overview.directCount')}</dt>
            <dd>{profile.data?.directCount ?? ''}</dd>
          </div>
        </Figures>
        <Muted>{t('agent.rebate.rule')}</Muted>
      </Card>
      <Card aria-labelledby="direct-rebates">
        <SectionTitle id="direct-rebates">{t('agent.rebate.direct')}</SectionTitle>
        {direct.isPending ? <Skeleton height="120px" /> : null}
        {direct.isError ? <ErrorNote error={direct.error} onRetry={() => void direct.refetch()} /> : null}
        {direct.data && direct.data.rows.length === 0 ? <EmptyState text={t('agent.team.empty')} /> : null}
        {direct.data && direct.data.rows.length > 0 ? (
          <Form onSubmit={submit} noValidate>
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
            {formError ? <ErrorText role="alert">{t(formError.key, formError.values)}</ErrorText> : null}
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
