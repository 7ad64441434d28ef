import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Alert, Button, Form, SectionTitle, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import type { LoginState } from '../login/use-login';
import { TwoStepCodeField } from '@wl/session';
import { twoStepCodeProblem, typedTwoStepCode, type TwoStepCodeKind } from './two-step-code';

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${tokens.color.textMuted};
`;

const LinkButton = styled.button`
  align-self: flex-start;
  border: 0;
  background: none;
  padding: 4px 0;
  color: ${tokens.color.text};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The second step of login with two-step on (docs/decisions/0043): the code from the authenticator
 * app, or one of the recovery codes.
 */
export function TwoStepCodeForm({ flow }: { flow: LoginState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [kind, setKind] = useState<TwoStepCodeKind>('app');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    input.current?.focus();
  }, [kind]);

  const switchKind = () => {
    setKind((k) => (k === 'app' ? 'recovery' : 'app'));
    setCode('');
    setProblem(undefined);
    flow.clearError();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = twoStepCodeProblem(kind, code);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    if (!(await flow.submitCode(typedTwoStepCode(kind, code)))) setCode('');
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId}>
      <SectionTitle id={titleId} size="lg">
        {t('twoStep.login.title')}
      </SectionTitle>
      <Hint>{t(kind === 'app' ? 'twoStep.login.appHint' : 'twoStep.login.recoveryHint')}</Hint>
      {kind === 'app' ? (
        <TwoStepCodeField
          key="app"
          ref={input}
          value={code}
          onChange={(typed) => {
            setCode(typed);
            setProblem(undefined);
          }}
          error={problem ? t(problem) : undefined}
        />
      ) : (
        <TextField
          key="recovery"
          ref={input}
          label={t('twoStep.recovery.label')}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={24}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(undefined);
          }}
          error={problem ? t(problem) : undefined}
        />
      )}
      {flow.errorKey ? <Alert tone="error">{t(flow.errorKey, flow.errorValues)}</Alert> : null}
      <LinkButton type="button" onClick={switchKind}>
        {t(kind === 'app' ? 'twoStep.login.useRecovery' : 'twoStep.login.useApp')}
      </LinkButton>
      <Button type="submit" size="lg" block loading={flow.pending}>
        {t('twoStep.login.submit')}
      </Button>
      <Button variant="secondary" size="lg" block onClick={flow.cancelTwoStep}>
        {t('twoStep.login.back')}
      </Button>
    </Form>
  );
}
