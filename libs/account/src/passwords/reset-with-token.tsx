import type { FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useApiClient } from '@wl/session';
import { confirmEmailReset } from './password-calls';
import { checkNewPassword } from './change-password-rules';
import { ResetPasswordForm } from './reset-password-form';
import { useFormFields } from './use-form-fields';
import { usePasswordReset } from './use-password-reset';

type Field = 'newPassword' | 'confirmPassword';
const order: readonly Field[] = ['newPassword', 'confirmPassword'];

/** The mailed link (`/m/forget?resetToken=…`): a new password, sealed POST with the token. */
export function ResetWithToken({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const reset = usePasswordReset();
  const form = useFormFields<Field>({ newPassword: '', confirmPassword: '' });
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.showErrors(checkNewPassword(values.newPassword, values.confirmPassword), order)) return;
    await reset.run(() =>
      confirmEmailReset(client, {
        resetToken,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }),
    );
  };

  return <ResetPasswordForm label={t('password.forget.resetTitle')} onSubmit={submit} form={form} reset={reset} />;
}
