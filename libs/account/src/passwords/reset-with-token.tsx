import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { confirmEmailReset } from './password-calls';
import { checkNewPassword, firstInvalidPasswordField } from './change-password-rules';
import { PasswordInput } from './password-input';
import { usePasswordReset } from './use-password-reset';

type Field = 'newPassword' | 'confirmPassword';
const order: readonly Field[] = ['newPassword', 'confirmPassword'];

/** The mailed link (`/m/forget?resetToken=…`): a new password, sealed POST with the token. */
export function ResetWithToken({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const reset = usePasswordReset();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const ref = (field: Field) => (node: HTMLInputElement | null) => {
    refs.current[field] = node;
  };
  const setValue = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(values.newPassword, values.confirmPassword);
    setErrors(found);
    const first = firstInvalidPasswordField(found, order);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    await reset.run(() =>
      confirmEmailReset(client, {
        resetToken,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }),
    );
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={t('password.forget.resetTitle')}>
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
