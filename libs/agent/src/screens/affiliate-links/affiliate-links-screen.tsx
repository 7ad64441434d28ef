import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { affiliateRegisterUrl, affiliateValidDays } from '@wl/api-client/contract';
import type { AffiliateLink } from '@wl/api-client/contract';
import { useErrorMessage, useErrorText, type ErrorMessage } from '@wl/session';
import { Button, Dialog, EmptyState, Skeleton, TextField, toast } from '@wl/ui-kit';
import { agentKeys } from '../../api/agent-keys';
import { createLink, deleteLink, linksOptions, profileOptions } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import {
  Actions,
  Card,
  Fieldset,
  FieldLabel,
  Figures,
  Form,
  Page,
  RecordHead,
  RecordItem,
  RecordList,
  SectionTitle,
  Select,
  Tag,
} from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { parseRebate } from '../../rules/amounts';

function LinkRow({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
  const { t } = useTranslation();
  const { date } = useAgentSession();
  const url = affiliateRegisterUrl(window.location.origin, link.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('affiliate.modal.copied'));
    } catch {
      toast.error(t('agent.links.copyFailed'));
    }
  };
  return (
    <RecordItem aria-label={link.code}>
      <RecordHead>
        <span>{link.code}</span>
        <Tag>
          {link.expired ? t('agent.links.expired') : t(link.type === 0 ? 'agent.team.member' : 'agent.team.agent')}
        </Tag>
      </RecordHead>
      <output>{url}</output>
      <Figures>
        <div>
          <dt>{t('agent.team.rebate')}</dt>
          <dd>{t('agent.common.percent', { value: link.rebate })}</dd>
        </div>
        <div>
          <dt>{t('agent.links.registrations')}</dt>
          <dd>{link.registrations}</dd>
        </div>
        <div>
          <dt>{t('agent.links.created')}</dt>
          <dd>{date(link.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('agent.links.validUntil')}</dt>
          <dd>{link.validUntil ? date(link.validUntil) : t('agent.links.noEnd')}</dd>
        </div>
      </Figures>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('affiliate.modal.copy')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-haspopup="dialog"
          aria-label={t('agent.links.deleteCode', { code: link.code })}
          onClick={onDelete}
        >
          {t('agent.links.delete')}
        </Button>
      </Actions>
    </RecordItem>
  );
}

function AffiliateLinks() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { client, token } = useAgentSession();
  const profile = useQuery(profileOptions(client, token));
  const links = useQuery(linksOptions(client, token));
  const [type, setType] = useState<0 | 1>(0);
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
    <Page>
      <Card aria-labelledby="links-create">
        <SectionTitle id="links-create">{t('agent.links.create')}</SectionTitle>
        <Form onSubmit={submit} noValidate>
          <Fieldset>
            <legend>{t('agent.register.type')}</legend>
            <label>
              <input type="radio" name="link-type" checked={type === 0} onChange={() => setType(0)} />
              {t('agent.team.member')}
            </label>
            <label>
              <input type="radio" name="link-type" checked={type === 1} onChange={() => setType(1)} />
              {t('agent.team.agent')}
            </label>
          </Fieldset>
          <TextField
            label={t('agent.register.rebate', { max: profile.data?.rebate ?? 0 })}
            inputMode="decimal"
            value={rebate}
            onChange={(e) => setRebate(e.target.value)}
            error={error ? t(error.key, error.values) : undefined}
          />
          <FieldLabel>
            {t('agent.links.validity')}
            <Select value={validDays} onChange={(e) => setValidDays(Number(e.target.value))}>
              {affiliateValidDays.map((d) => (
                <option key={d} value={d}>
                  {d === 0 ? t('agent.links.noEnd') : t('agent.links.days', { count: d })}
                </option>
              ))}
            </Select>
          </FieldLabel>
          <Button type="submit" loading={create.isPending}>
            {t('agent.links.createButton')}
          </Button>
        </Form>
      </Card>
      <Card aria-labelledby="links-list">
        <SectionTitle id="links-list">{t('agent.links.list')}</SectionTitle>
        {links.isPending ? <Skeleton height="120px" /> : null}
        {links.isError ? <ErrorNote error={links.error} onRetry={() => void links.refetch()} /> : null}
        {links.data && links.data.links.length === 0 ? <EmptyState text={t('agent.links.empty')} /> : null}
        <RecordList aria-label={t('agent.links.list')}>
          {links.data?.links.map((link) => (
            <LinkRow key={link.id} link={link} onDelete={() => setDeleting(link)} />
          ))}
        </RecordList>
      </Card>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('agent.links.deleteTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('agent.common.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              {t('agent.links.delete')}
            </Button>
          </>
        }
      >
        {t('agent.links.deleteConfirm', { code: deleting?.code ?? '' })}
      </Dialog>
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
