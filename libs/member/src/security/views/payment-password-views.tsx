import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import { useApiClient } from '@wl/session';
import { Alert, Card, Form, Page, SectionTitle, Skeleton, TextField } from '@wl/ui-kit';
import { Muted } from '../../money-shared/muted-text';
import { PinField } from '../../money-shared/pin-field';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { checkLoginPassword, checkNewPin } from '../rules/security-forms';
import {
  myQuestionsQueryOptions,
  questionsQueryOptions,
  resetPaymentPassword,
  securityConfigQueryOptions,
  setPaymentPassword,
} from '../security-api';
import { NewPinFields } from './new-pin-fields';
import { SaveFooter } from './save-footer';
import { useSaved } from './use-view';

import { sitePath } from '@wl/brand';
/** Set the payment password (with the login password) or change it (with the current one). */
export function PaymentPasswordView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useQuery(securityConfigQueryOptions(client, token));
  const saved = useSaved(token);
  const { run, pending, failure } = usePendingCall();
  const [v, setV] = useState({ login: '', oldPin: '', newPin: '', confirmPin: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (config.isPending) return <Skeleton height="200px" />;
  const changing = config.data?.hasPaymentPassword ?? false;
  const set = (field: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | undefined> = {
      ...checkNewPin({ newPin: v.newPin, confirmPin: v.confirmPin, oldPin: changing ? v.oldPin : undefined }),
      login: changing ? undefined : checkLoginPassword(v.login),
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean) || pending) return;
    await run(async () => {
      await setPaymentPassword(
        client,
        changing
          ? { oldPaymentPassword: v.oldPin, newPaymentPassword: v.newPin, confirmPaymentPassword: v.confirmPin }
          : { loginPassword: v.login, newPaymentPassword: v.newPin, confirmPaymentPassword: v.confirmPin },
      );
      saved();
    });
  };

  return (
    <Page gap="sm">
      <Form onSubmit={(e) => void submit(e)} aria-label={t('member.security.paymentPassword.title')}>
        <Card>
          <SectionTitle>
            {t(changing ? 'member.security.paymentPassword.change' : 'member.security.paymentPassword.set')}
          </SectionTitle>
          <Muted>{t('member.security.paymentPassword.hint')}</Muted>
          {changing ? (
            <PinField
              label={t('member.security.paymentPassword.old')}
              name="oldPaymentPassword"
              value={v.oldPin}
              onChange={set('oldPin')}
              error={errors.oldPin ? t(errors.oldPin) : undefined}
            />
          ) : (
            <TextField
              label={t('member.security.loginPasswordField')}
              type="password"
              autoComplete="current-password"
              value={v.login}
              onChange={(e) => set('login')(e.target.value)}
              error={errors.login ? t(errors.login) : undefined}
            />
          )}
          <NewPinFields values={v} errors={errors} onChange={(field, value) => set(field)(value)} />
        </Card>
        <SaveFooter failure={failure} pending={pending} />
        {changing ? (
          <Link to={sitePath('securityCenter', { view: 'resetPaymentPassword' })}>
            {t('member.security.paymentPassword.forgot')}
          </Link>
        ) : null}
      </Form>
    </Page>
  );
}

/** A forgotten payment password: the login password and, when set, the security answers. */
export function ResetPaymentPasswordView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const mine = useQuery(myQuestionsQueryOptions(client, token));
  const catalogue = useQuery(questionsQueryOptions(client, token));
  const saved = useSaved(token);
  const { run, pending, failure } = usePendingCall();
  const [v, setV] = useState({ login: '', newPin: '', confirmPin: '' });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (mine.isPending || catalogue.isPending) return <Skeleton height="200px" />;
  const questionIds = mine.data?.questionIds ?? [];
  const keyOf = (id: number) => catalogue.data?.questions.find((q) => q.id === id)?.key ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | undefined> = {
      ...checkNewPin({ newPin: v.newPin, confirmPin: v.confirmPin }),
      login: checkLoginPassword(v.login),
      answers: questionIds.some((id) => !(answers[id] ?? '').trim()) ? 'member.security.questions.answer' : undefined,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean) || pending) return;
    await run(async () => {
      await resetPaymentPassword(client, {
        loginPassword: v.login,
        answers: questionIds.map((questionId) => ({ questionId, answer: answers[questionId] ?? '' })),
        newPaymentPassword: v.newPin,
        confirmPaymentPassword: v.confirmPin,
      });
      saved();
    });
  };

  return (
    <Page gap="sm">
      <Form onSubmit={(e) => void submit(e)} aria-label={t('member.security.paymentPassword.reset')}>
        <Card>
          <SectionTitle>{t('member.security.paymentPassword.reset')}</SectionTitle>
          <TextField
            label={t('member.security.loginPasswordField')}
            type="password"
            autoComplete="current-password"
            value={v.login}
            onChange={(e) => setV((s) => ({ ...s, login: e.target.value }))}
            error={errors.login ? t(errors.login) : undefined}
          />
          {questionIds.map((id) => (
            <TextField
              key={id}
              label={t(`member.security.questions.list.${keyOf(id)}`)}
              autoComplete="off"
              value={answers[id] ?? ''}
              onChange={(e) => setAnswers((a) => ({ ...a, [id]: e.target.value }))}
            />
          ))}
          {errors.answers ? <Alert tone="error">{t(errors.answers)}</Alert> : null}
          <NewPinFields
            values={v}
            errors={errors}
            onChange={(field, value) => setV((s) => ({ ...s, [field]: value }))}
          />
        </Card>
        <SaveFooter failure={failure} pending={pending} />
      </Form>
    </Page>
  );
}
