import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { TwoStepSetup } from '@wl/api-client/contract/two-step-calls';
import { TwoStepCodeField, useApiClient, useErrorText } from '@wl/session';
import {
  Alert,
  Button,
  Card,
  Form,
  lazyPiece,
  Page,
  SectionTitle,
  Skeleton,
  TextField,
  toast,
  TOAST_SUCCESS_MS,
} from '@wl/ui-kit';
import { moneyKeys } from '../../money-shared/keys';
import { Muted } from '../../money-shared/muted-text';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { useSecurityView } from '../views/use-view';
import { codeProblem, typedCode } from './two-step-form-rules';
import { confirmTwoStepSetup, disableTwoStep, startTwoStepSetup, twoStepStatusQueryOptions } from './two-step-api';

const QrCode = lazyPiece(() => import('./qr-code'));

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: 6px 12px;
  margin: 0;
  padding: 0 0 0 1.5rem;
  font-family: ui-monospace, monospace;
  font-size: 0.9375rem;
`;

/**
 * Two-step login in the security centre (docs/decisions/0043): set up with the QR code or the key
 * typed by hand, confirm with a first code, note the recovery codes (shown once); or turn it off.
 */
export default function TwoStepView({ token }: { token: string }) {
  const errorText = useErrorText();
  const client = useApiClient();
  const status = useQuery(twoStepStatusQueryOptions(client, token));
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) return <RecoveryCodesStep token={token} codes={recoveryCodes} />;
  if (status.isPending) return <Skeleton height="240px" />;
  if (status.isError) {
    return (
      <Page gap="sm">
        <Alert tone="error">{errorText(status.error)}</Alert>
      </Page>
    );
  }
  return status.data.enabled ? (
    <DisableStep token={token} codesLeft={status.data.recoveryCodesLeft} />
  ) : (
    <SetupStep onConfirmed={setRecoveryCodes} />
  );
}

function SetupStep({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { run, pending, failure } = usePendingCall();
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const start = () => run(async () => setSetup(await startTwoStepSetup(client)));

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const found = codeProblem(code, false);
    setProblem(found);
    if (found || pending) return;
    const confirmed = await run(async () =>
      onConfirmed((await confirmTwoStepSetup(client, typedCode(code))).recoveryCodes),
    );
    // A refused code is cleared for the next one.
    if (!confirmed) setCode('');
  };

  if (!setup) {
    return (
      <Page gap="sm">
        <Card>
          <SectionTitle>{t('twoStep.centre.title')}</SectionTitle>
          <Muted>{t('twoStep.centre.intro')}</Muted>
        </Card>
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button size="lg" block loading={pending} onClick={() => void start()}>
          {t('twoStep.centre.start')}
        </Button>
      </Page>
    );
  }
  return (
    <Page gap="sm">
      <Form onSubmit={(e) => void confirm(e)} aria-label={t('twoStep.centre.title')}>
        <Card>
          <SectionTitle>{t('twoStep.centre.title')}</SectionTitle>
          <Muted>{t('twoStep.centre.scan')}</Muted>
          <QrCode
            text={setup.uri}
            label={t('twoStep.centre.qrLabel')}
            placeholder={<Skeleton height="220px" />}
            retryLabel={t('common.loadFailed')}
          />
          <Muted>{t('twoStep.centre.manual')}</Muted>
          <TextField
            label={t('twoStep.centre.secretLabel')}
            name="twoStepSecret"
            readOnly
            value={setup.secret}
            spellCheck={false}
            autoCapitalize="off"
          />
          <Muted>{t('twoStep.centre.confirmHint')}</Muted>
          <TwoStepCodeField
            value={code}
            onChange={(typed) => {
              setCode(typed);
              setProblem(undefined);
            }}
            error={problem ? t(problem) : undefined}
          />
        </Card>
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button type="submit" size="lg" block loading={pending}>
          {t('twoStep.centre.confirm')}
        </Button>
      </Form>
    </Page>
  );
}

function RecoveryCodesStep({ token, codes }: { token: string; codes: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { close } = useSecurityView();
  const done = () => {
    toast.show({ text: t('twoStep.centre.enabled'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
    close();
  };
  return (
    <Page gap="sm">
      <Card>
        <SectionTitle>{t('twoStep.centre.recoveryTitle')}</SectionTitle>
        <Muted>{t('twoStep.centre.recoveryHint')}</Muted>
        <Codes aria-label={t('twoStep.centre.recoveryList')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
      </Card>
      <Button size="lg" block onClick={done}>
        {t('twoStep.centre.saved')}
      </Button>
    </Page>
  );
}

function DisableStep({ token, codesLeft }: { token: string; codesLeft: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { close } = useSecurityView();
  const { run, pending, failure } = usePendingCall();
  const [v, setV] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: v.password ? undefined : 'twoStep.centre.passwordRequired',
      code: codeProblem(v.code, true),
    };
    setErrors(found);
    if (found.password || found.code || pending) return;
    await run(async () => {
      await disableTwoStep(client, { password: v.password, code: typedCode(v.code) });
      toast.show({ text: t('twoStep.centre.disabled'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
      close();
    });
  };

  return (
    <Page gap="sm">
      <Card>
        <SectionTitle>{t('twoStep.centre.title')}</SectionTitle>
        <Muted>{t('twoStep.centre.enabled')}</Muted>
        <Muted>{t('twoStep.centre.codesLeft', { count: codesLeft })}</Muted>
      </Card>
      <Form onSubmit={(e) => void submit(e)} aria-label={t('twoStep.centre.disableTitle')}>
        <Card>
          <SectionTitle>{t('twoStep.centre.disableTitle')}</SectionTitle>
          <Muted>{t('twoStep.centre.disableHint')}</Muted>
          <TextField
            label={t('twoStep.centre.password')}
            type="password"
            autoComplete="current-password"
            value={v.password}
            onChange={(e) => setV((s) => ({ ...s, password: e.target.value }))}
            error={errors.password ? t(errors.password) : undefined}
          />
          <TextField
            label={t('twoStep.centre.codeOrRecovery')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={24}
            value={v.code}
            onChange={(e) => setV((s) => ({ ...s, code: e.target.value }))}
            error={errors.code ? t(errors.code) : undefined}
          />
        </Card>
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button type="submit" size="lg" block variant="secondary" loading={pending}>
          {t('twoStep.centre.disable')}
        </Button>
      </Form>
    </Page>
  );
}
