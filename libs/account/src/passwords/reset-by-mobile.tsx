import type { FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { accountCalls } from '@wl/api-client/contract';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import { useBrand } from '@wl/brand';
import { useApiClient } from '@wl/session';
import { resetPasswordByPhone } from './password-calls';
import { SmsCodeField } from '../sms-code/sms-code-field';
import { loadMobileCheck } from '../account-shared/load-mobile-check';
import { MobileNumberField } from '../account-shared/mobile-number-field';
import { checkNewPassword } from './change-password-rules';
import { checkLoginMobileNum } from '../login/login-validation';
import { ResetPasswordForm } from './reset-password-form';
import { useFormFields } from './use-form-fields';
import { usePasswordReset } from './use-password-reset';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const order: readonly Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

/** Reset by mobile: number, SMS code (slider first), new password twice; sealed POST. */
export function ResetByMobile() {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const reset = usePasswordReset();
  const dialingCode = brand.accounts.dialingCode;
  const form = useFormFields<Field>({ mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' });
  const { values, errors, setErrors, refs, ref, setValue } = form;

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
    if (!form.showErrors(found, order)) return;
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
    <ResetPasswordForm label={t('password.forget.byMobile')} onSubmit={submit} form={form} reset={reset}>
      <MobileNumberField
        ref={ref('mobileNum')}
        label={t('password.forget.mobile')}
        maxLength={15}
        value={values.mobileNum}
        onChange={(digits) => setValue('mobileNum', digits)}
        error={errors.mobileNum ? t(errors.mobileNum) : undefined}
        dialingCode={dialingCode}
        dialingCodeLabel={t('password.forget.dialingCode', { code: dialingCode })}
      />
      <SmsCodeField
        ref={ref('verificationCode')}
        label={t('password.forget.code')}
        value={values.verificationCode}
        onChange={(digits) => setValue('verificationCode', digits)}
        error={errors.verificationCode ? t(errors.verificationCode) : undefined}
        call={accountCalls.smsPassword}
        mobileNum={values.mobileNum}
        countryDialingCode={dialingCode}
        validateMobile={validateMobile}
      />
    </ResetPasswordForm>
  );
}
