import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { AVATAR_ICON_COUNT } from '@wl/api-client/contract/security-calls';
import { memberKeys, useApiClient, useErrorMessage, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, Form, Page, SectionTitle, Skeleton, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Avatar } from '../../money-shared/avatar';
import { Muted } from '../../money-shared/muted-text';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { checkEmail, checkNickname, checkPayeeName } from '../rules/security-forms';
import { saveEmail, saveIcon, saveNickname, savePayeeName, securityConfigQueryOptions } from '../security-api';
import { SaveFooter } from './save-footer';
import { useSaved } from './use-view';

interface TextViewProps {
  token: string;
  titleKey: string;
  hintKey: string;
  label: string;
  autoComplete: string;
  initial: string;
  check: (value: string) => string | undefined;
  save: (value: string) => Promise<unknown>;
  inputMode?: 'email' | 'text';
}

/** One text setting: the field, its check before sending, save. */
function TextSettingView({
  token,
  titleKey,
  hintKey,
  label,
  autoComplete,
  initial,
  check,
  save,
  inputMode = 'text',
}: TextViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useSaved(token);
  const [value, setValue] = useState(initial);
  // One message under the field: the check's, or the refusal's.
  const { run, pending, failure: problem, setFailure: setProblem } = usePendingCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(value);
    setProblem(found ? { key: found } : undefined);
    if (found || pending) return;
    await run(async () => {
      await save(value.trim());
      // The nickname shows in member info too.
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      saved();
    });
  };
  return (
    <Page gap="sm">
      <Form onSubmit={(e) => void submit(e)} aria-label={t(titleKey)}>
        <Card>
          <SectionTitle>{t(titleKey)}</SectionTitle>
          <Muted>{t(hintKey)}</Muted>
          <TextField
            label={label}
            autoComplete={autoComplete}
            inputMode={inputMode}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={problem ? t(problem.key, problem.values) : undefined}
          />
        </Card>
        <SaveFooter pending={pending} />
      </Form>
    </Page>
  );
}

export function NicknameView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useQuery(securityConfigQueryOptions(client, token));
  if (config.isPending) return <Skeleton height="160px" />;
  return (
    <TextSettingView
      token={token}
      titleKey="member.security.nickname.title"
      hintKey="member.security.nickname.hint"
      label={t('member.security.nickname.title')}
      autoComplete="nickname"
      initial={config.data?.nickname ?? ''}
      check={checkNickname}
      save={(value) => saveNickname(client, value)}
    />
  );
}

export function EmailView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  return (
    <TextSettingView
      token={token}
      titleKey="member.security.email.title"
      hintKey="member.security.email.hint"
      label={t('member.security.email.title')}
      autoComplete="email"
      inputMode="email"
      initial=""
      check={checkEmail}
      save={(value) => saveEmail(client, value)}
    />
  );
}

export function PayeeNameView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useQuery(securityConfigQueryOptions(client, token));
  if (config.isPending) return <Skeleton height="160px" />;
  if (config.data?.payeeName) {
    return (
      <Page gap="sm">
        <Card title={t('member.security.payeeName.title')}>
          <p>{config.data.payeeName}</p>
          <Muted>{t('member.security.payeeName.locked')}</Muted>
        </Card>
      </Page>
    );
  }
  return (
    <TextSettingView
      token={token}
      titleKey="member.security.payeeName.title"
      hintKey="member.security.payeeName.hint"
      label={t('member.security.payeeName.title')}
      autoComplete="name"
      initial=""
      check={checkPayeeName}
      save={(value) => savePayeeName(client, value)}
    />
  );
}

const Icons = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 12px;
  justify-items: center;
`;

const IconChoice = styled.button<{ $chosen: boolean }>`
  padding: 4px;
  border: 3px solid ${({ $chosen }) => ($chosen ? tokens.color.primary : 'transparent')};
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

export function AvatarView({ token }: { token: string }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const config = useQuery(securityConfigQueryOptions(client, token));
  const saved = useSaved(token);
  const [chosen, setChosen] = useState<number>();
  const [problem, setProblem] = useState<ErrorMessage>();
  const [pending, setPending] = useState(false);
  if (config.isPending) return <Skeleton height="160px" />;
  const current = chosen ?? config.data?.icon ?? 1;
  const save = async () => {
    setPending(true);
    try {
      await saveIcon(client, current);
      saved();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Page gap="sm">
      <Card>
        <SectionTitle>{t('member.security.avatar.title')}</SectionTitle>
        <Icons role="radiogroup" aria-label={t('member.security.avatar.title')}>
          {Array.from({ length: AVATAR_ICON_COUNT }, (_, i) => i + 1).map((icon) => (
            <IconChoice
              key={icon}
              type="button"
              role="radio"
              aria-checked={icon === current}
              aria-label={t('member.security.avatar.option', { n: icon })}
              $chosen={icon === current}
              onClick={() => setChosen(icon)}
            >
              <Avatar icon={icon} size={52} />
            </IconChoice>
          ))}
        </Icons>
      </Card>
      {problem ? <Alert tone="error">{t(problem.key, problem.values)}</Alert> : null}
      <Button size="lg" block loading={pending} onClick={() => void save()}>
        {t('member.security.save')}
      </Button>
    </Page>
  );
}
