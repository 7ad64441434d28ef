import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { affiliateValidDays } from '@wl/api-client/contract/agent-calls';
import type { AffiliateLink } from '@wl/api-client/contract/agent-calls';
import { useErrorMessage, useErrorText, type ErrorMessage } from '@wl/session';
import { Button, Card, EmptyState, Form, Page, QueryState, Select, Skeleton, TextField, toast } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { createLink, deleteLink, linksOptions, profileOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { ConfirmDialog } from '../agent-shared/confirm-dialog';
import { AccountTypeChoice, type AccountType } from '../agent-shared/account-type-choice';
import { useQueryStates } from '../agent-shared/query-states';
import { RecordList } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { parseRebate } from '../agent-shared/amounts';
import { LinkRow } from './link-row';

function AffiliateLinks() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const errorText = useErrorText();
  const states = useQueryStates();
  const queryClient = useQueryClient();
  const { client, token } = useAgentSession();
  const profile = useQuery(profileOptions(client, token));
  const links = useQuery(linksOptions(client, token));
  const [type, setType] = useState<AccountType>(0);
  const [rebate, setRebate] = useState('');
  const [validDays, setValidDays] = useState<number>(30);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: agentKeys.links(token) });

  const create = useMutation({
    mutationFn: (value: number) => createLink(client, { type, rebate: value, validDays }),
    onSuccess: () => {
      toast.success(t('agent.links.createdToast'));
      setRebate('');
      refresh();
    },
    onError: (e) => setError(messageOf(e)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteLink(client, id),
    onSuccess: () => {
      setDeleting(null);
      toast.success(t('agent.links.deletedToast'));
      refresh();
    },
    onError: (e) => toast.error(errorText(e)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRebate(rebate, profile.data?.rebate ?? 0);
    if (!parsed.ok) return setError({ key: parsed.errorKey });
    setError(null);
    create.mutate(parsed.value);
  };

  return (
    <Page as="div">
      <Card padding="sm" title={t('agent.links.create')}>
        <Form gap="sm" onSubmit={submit}>
          <AccountTypeChoice name="link-type" value={type} onChange={setType} />
          <TextField
            label={t('agent.register.rebate', { max: profile.data?.rebate ?? 0 })}
            inputMode="decimal"
            value={rebate}
            onChange={(e) => setRebate(e.target.value)}
            error={error ? t(error.key, error.values) : undefined}
          />
          <Select
            label={t('agent.links.validity')}
            value={validDays}
            onChange={(e) => setValidDays(Number(e.target.value))}
          >
            {affiliateValidDays.map((d) => (
              <option key={d} value={d}>
                {d === 0 ? t('agent.links.noEnd') : t('agent.links.days', { count: d })}
              </option>
            ))}
          </Select>
          <Button type="submit" loading={create.isPending}>
            {t('agent.links.createButton')}
          </Button>
        </Form>
      </Card>
      <Card padding="sm" title={t('agent.links.list')}>
        <QueryState compact {...states(links)} placeholder={<Skeleton height="120px" />} />
        {links.data && links.data.links.length === 0 ? <EmptyState text={t('agent.links.empty')} /> : null}
        <RecordList aria-label={t('agent.links.list')}>
          {links.data?.links.map((link) => (
            <LinkRow key={link.id} link={link} onDelete={() => setDeleting(link)} />
          ))}
        </RecordList>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('agent.links.deleteTitle')}
        confirmText={t('agent.links.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        {t('agent.links.deleteConfirm', { code: deleting?.code ?? '' })}
      </ConfirmDialog>
    </Page>
  );
}

/** Registration links of the agent (from the open-account screen and the agent modal): create, view, delete. */
export default function AffiliateLinksScreen() {
  return (
    <AgentGate>
      <AffiliateLinks />
    </AgentGate>
  );
}
