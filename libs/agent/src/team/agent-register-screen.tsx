import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import { isApiError } from '@wl/api-client';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import type { DownlineMember } from '@wl/api-client/contract/agent-calls';
import { useErrorMessage, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, Form, Page, TextField } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { createDownline, profileOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { AccountTypeChoice, type AccountType } from '../agent-shared/account-type-choice';
import { Muted } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { parseRebate } from '../agent-shared/amounts';

import { sitePath, sitePaths } from '@wl/brand';
type Field = 'username' | 'password' | 'confirmPassword' | 'rebate';

function AgentRegister() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { client, token } = useAgentSession();
  const profile = useQuery(profileOptions(client, token));
  const [type, setType] = useState<AccountType>(0);
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    rebate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorMessage>>>({});
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const [created, setCreated] = useState<DownlineMember | null>(null);
  const maxRebate = profile.data?.rebate ?? 0;

  const create = useMutation({
    mutationFn: (input: { rebate: number }) =>
      createDownline(client, {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        type,
        rebate: input.rebate,
      }),
    onSuccess: (result) => {
      setCreated(result.member);
      setValues({ username: '', password: '', confirmPassword: '', rebate: '' });
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
    },
    onError: (error) => {
      const field = isApiError(error)
        ? error.code === 'USERNAME_EXISTS'
          ? 'username'
          : error.code === 'REBATE_TOO_HIGH'
            ? 'rebate'
            : null
        : null;
      if (field) setErrors({ [field]: messageOf(error) });
      else setFormError(messageOf(error));
    },
  });

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    setFormError(null);
    const next: Partial<Record<Field, ErrorMessage>> = {};
    const username = checkRule(accountRules.username, values.username.trim());
    if (username) next.username = { key: username };
    const password = checkRule(accountRules.password, values.password);
    if (password) next.password = { key: password };
    if (!values.confirmPassword) next.confirmPassword = { key: 'errors.enterPassword' };
    else if (values.confirmPassword !== values.password)
      next.confirmPassword = { key: 'errors.confirmPasswordMismatch' };
    const rebate = parseRebate(values.rebate, maxRebate);
    if (!rebate.ok) next.rebate = { key: rebate.errorKey };
    setErrors(next);
    if (Object.keys(next).length > 0 || !rebate.ok) return;
    create.mutate({ rebate: rebate.value });
  };

  const error = (field: Field) => {
    const shown = errors[field];
    return shown ? t(shown.key, shown.values) : undefined;
  };
  return (
    <Page as="div">
      <Card padding="sm" title={t('agent.register.title')}>
        <Muted>{t('agent.register.hint')}</Muted>
        <Form gap="sm" onSubmit={submit}>
          <AccountTypeChoice name="account-type" value={type} onChange={setType} />
          <TextField
            label={t('agent.register.username')}
            autoComplete="off"
            value={values.username}
            onChange={set('username')}
            error={error('username')}
            maxLength={16}
          />
          <TextField
            label={t('agent.register.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={error('password')}
          />
          <TextField
            label={t('agent.register.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={error('confirmPassword')}
          />
          <TextField
            label={t('agent.register.rebate', { max: maxRebate })}
            inputMode="decimal"
            value={values.rebate}
            onChange={set('rebate')}
            error={error('rebate')}
          />
          {formError ? <Alert tone="error">{t(formError.key, formError.values)}</Alert> : null}
          <Button type="submit" size="lg" block loading={create.isPending}>
            {t('agent.register.submit')}
          </Button>
        </Form>
        {created ? (
          <p role="status">
            {t('agent.register.created', { name: created.userName })}{' '}
            <Link to={sitePath('team', { username: created.userName })}>{t('agent.register.seeTeam')}</Link>
          </p>
        ) : null}
      </Card>
      <Card padding="sm" title={t('agent.links.title')}>
        <Muted>{t('agent.links.hint')}</Muted>
        <Link to={sitePaths.affiliateLinks}>{t('agent.links.manage')}</Link>
      </Card>
    </Page>
  );
}

/** /m/agentRegister: open an account directly below the agent, with a rebate within the agent's own. */
export default function AgentRegisterScreen() {
  return (
    <AgentGate>
      <AgentRegister />
    </AgentGate>
  );
}
