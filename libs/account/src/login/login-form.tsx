import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountCalls } from '@wl/api-client/contract';
import { Alert, Button, Checkbox, Form, SectionTitle, Tabs, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { CaptchaField } from '@wl/session';
import { PasswordToggle } from '../account-shared/password-toggle';
import { MobileNumberField } from '../account-shared/mobile-number-field';
import { SmsCodeField } from '../sms-code/sms-code-field';
import type { LoginMethod } from './login-method';
import { SocialButtons } from './social-buttons';
import { TwoStepCodeForm } from '../two-step/two-step-code-form';
import { useLoginForm } from './use-login-form';

import { sitePaths } from '@wl/brand';
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.875rem;

  & a {
    color: ${tokens.color.text};
  }
`;

/** The login form (spec §2): username or mobile+SMS method, remember-me, captcha on demand, links, social buttons. */
export function LoginForm({ onFreeTrial, trialPending }: { onFreeTrial: () => void; trialPending: boolean }) {
  const { t } = useTranslation();
  const form = useLoginForm();
  const [showPassword, setShowPassword] = useState(false);
  const titleId = useId();
  const { values, errors, refs, flow } = form;
  const msg = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  if (flow.twoStep) return <TwoStepCodeForm flow={flow} />;

  return (
    <Form onSubmit={onSubmit} aria-labelledby={titleId}>
      <SectionTitle id={titleId} size="lg">
        {t('login.title')}
      </SectionTitle>
      {form.methods.length > 1 ? (
        <Tabs
          aria-label={t('login.method.label')}
          value={form.method}
          onChange={(id) => form.switchMethod(id as LoginMethod)}
          items={form.methods.map((m) => ({ id: m, label: t(`login.method.${m}`) }))}
        />
      ) : null}

      {form.method === 'username' ? (
        <>
          <TextField
            ref={(node) => {
              refs.current.username = node;
            }}
            label={t('login.username.label')}
            placeholder={t('login.username.placeholder')}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={values.username}
            onChange={(e) => form.setValue('username', e.target.value)}
            error={msg(errors.username)}
          />
          <TextField
            ref={(node) => {
              refs.current.password = node;
            }}
            label={t('login.password.label')}
            placeholder={t('login.password.placeholder')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => form.setValue('password', e.target.value)}
            error={msg(errors.password)}
            end={
              <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)}>
                {showPassword ? t('login.password.hide') : t('login.password.show')}
              </PasswordToggle>
            }
          />
        </>
      ) : (
        <>
          <MobileNumberField
            ref={(node) => {
              refs.current.mobileNum = node;
            }}
            label={t('login.mobile.label')}
            placeholder={t('login.mobile.placeholder')}
            value={values.mobileNum}
            onChange={(digits) => form.setValue('mobileNum', digits)}
            error={msg(errors.mobileNum)}
            dialingCode={form.dialingCode}
            dialingCodeLabel={t('login.mobile.dialingCode', { code: form.dialingCode })}
          />
          <SmsCodeField
            ref={(node) => {
              refs.current.verificationCode = node;
            }}
            label={t('login.code.label')}
            placeholder={t('login.code.placeholder')}
            value={values.verificationCode}
            onChange={(digits) => form.setValue('verificationCode', digits)}
            error={msg(errors.verificationCode)}
            call={accountCalls.smsLogin}
            mobileNum={values.mobileNum}
            countryDialingCode={form.dialingCode}
            validateMobile={form.validateMobile}
          />
        </>
      )}

      {flow.captchaShown ? (
        <CaptchaField
          inputRef={(node) => {
            refs.current.captcha = node;
          }}
          value={values.captcha}
          onChange={(v) => form.setValue('captcha', v)}
          onChallenge={form.setCaptchaId}
          error={msg(errors.captcha)}
          reloadSignal={flow.captchaRound}
        />
      ) : null}

      {flow.errorKey ? <Alert tone="error">{t(flow.errorKey, flow.errorValues)}</Alert> : null}

      <Row>
        <Checkbox
          label={t('login.remember')}
          checked={form.remember}
          onChange={(e) => form.setRemember(e.target.checked)}
        />
        <Link to={sitePaths.forget}>{t('login.forgot')}</Link>
      </Row>

      <Button type="submit" size="lg" block loading={flow.pending}>
        {t('login.submit')}
      </Button>
      <Button variant="secondary" size="lg" block loading={trialPending} onClick={onFreeTrial}>
        {t('login.freeTrial')}
      </Button>

      <Row>
        <span>{t('login.noAccount')}</span>
        <Link to={sitePaths.register}>{t('login.registerLink')}</Link>
      </Row>

      <SocialButtons method={form.method} />
    </Form>
  );
}
