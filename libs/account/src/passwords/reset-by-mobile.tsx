import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountCalls, accountRules, checkRule } from '@wl/api-client/contract';
import { useBrand } from '@wl/brand';
import { Alert, Button, Form, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useApiClient } from '@wl/session';
import { resetPasswordByPhone } from './password-calls';
import { SmsCodeButton } from '../sms-code/sms-code-button';
import { loadMobileCheck } from '../account-shared/load-mobile-check';
import { checkNewPassword, firstInvalidPasswordField } from './change-password-rules';
import { checkLoginMobileNum } from '../login/login-validation';
import { PasswordInput } from './password-input';
import { usePasswordReset } from './use-password-reset';

const Prefix = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 1rem;
`;

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const order: readonly Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

/** Reset by mobile: number, SMS code (slider first), new password twice; sealed POST. */
export function ResetByMobile() {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const reset = usePasswordReset();
  const dialingCode = brand.accounts.dialingCode;
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const ref = (field: Field) => (node: HTMLInputElement | null) => {
    refs.current[field] = node;
  };
  const setValue = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const mobileError = async () =>
    checkLoginMobileNum(values.mobileNum, await loadMobileCheck(brand.accounts.phoneRegion));

  const validateMobile = async () => {
    const error = await mobileError();
    setErrors((e) => ({ ...e, mobileNum: error }));
    if (error) refs.current.mobileNum?.focus();
    return !error;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      mobileNum: await mobileError(),
      verificationCode: checkRule(accountRules.verificationCode, values.verificationCode),
      ...checkNewPassword(values.newPassword, values.confirmPassword),
    };
    setErrors(found);
    const first = firstInvalidPasswordField(found, order);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    await reset.run(() =>
      resetPasswordByPhone(client, {
        countryDialingCode: dialingCode,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }),
    );
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={t('password.forget.byMobile')}>
      <TextField
        ref={ref('mobileNum')}
        label={t('password.forget.mobile')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={values.mobileNum}
        onChange={(e) => setValue('mobileNum', e.target.value.replace(/\D/g, ''))}
        error={errors.mobileNum ? t(errors.mobileNum) : undefined}
        start={<Prefix aria-label={t('password.forget.dialingCode', { code: dialingCode })}>{dialingCode}</Prefix>}
      />
      <TextField
        ref={ref('verificationCode')}
        label={t('password.forget.code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.verificationCode}
        onChange={(e) => setValue('verificationCode', e.target.value.replace(/\D/g, ''))}
        error={errors.verificationCode ? t(errors.verificationCode) : undefined}
        end={
          <SmsCodeButton
            call={accountCalls.smsPassword}
            mobileNum={values.mobileNum}
            countryDialingCode={dialingCode}
            validateMobile={validateMobile}
          />
        }
      />
      <PasswordInput
        label={t('password.forget.new')}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(v) => setValue('newPassword', v)}
        error={errors.newPassword}
        inputRef={ref('newPassword')}
      />
      <PasswordInput
        label={t('password.forget.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => setValue('confirmPassword', v)}
        error={errors.confirmPassword}
        inputRef={ref('confirmPassword')}
      />
      {reset.failure ? <Alert tone="error">{t(reset.failure.key, reset.failure.values)}</Alert> : null}
      <Button type="submit" size="lg" block loading={reset.pending}>
        {t('password.forget.submit')}
      </Button>
    </Form>
  );
}
