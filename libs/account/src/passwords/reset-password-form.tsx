import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Alert, Button, Form } from '@wl/ui-kit';
import { NewPasswordFields, type NewPasswordForm } from './new-password-fields';
import type { usePasswordReset } from './use-password-reset';

export interface ResetPasswordFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  form: NewPasswordForm;
  reset: ReturnType<typeof usePasswordReset>;
  /** The fields before the new password (the mobile number and its SMS code). */
  children?: ReactNode;
}

/** A password reset's form: the caller's fields, the new password twice, the call's failure and the submit button. */
export function ResetPasswordForm({ label, onSubmit, form, reset, children }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      {children}
      <NewPasswordFields
        form={form}
        labels={{ newPassword: t('password.forget.new'), confirmPassword: t('password.forget.confirm') }}
      />
      {reset.failure ? <Alert tone="error">{t(reset.failure.key, reset.failure.values)}</Alert> : null}
      <Button type="submit" size="lg" block loading={reset.pending}>
        {t('password.forget.submit')}
      </Button>
    </Form>
  );
}
