import type { Ref } from 'react';
import { PasswordInput } from './password-input';

type NewPasswordField = 'newPassword' | 'confirmPassword';
const newPasswordFields: readonly NewPasswordField[] = ['newPassword', 'confirmPassword'];

/** What the two fields use of their form's state (`useFormFields`). */
export interface NewPasswordForm {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  setValue: (field: NewPasswordField, value: string) => void;
  ref: (field: NewPasswordField) => Ref<HTMLInputElement>;
}

export interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  labels: Record<NewPasswordField, string>;
}

/** The new password and its confirmation, both `new-password` for the browser's password manager. */
export function NewPasswordFields({ form, labels }: NewPasswordFieldsProps) {
  return (
    <>
      {newPasswordFields.map((field) => (
        <PasswordInput
          key={field}
          label={labels[field]}
          name={field}
          autoComplete="new-password"
          value={form.values[field]}
          onChange={(v) => form.setValue(field, v)}
          error={form.errors[field]}
          inputRef={form.ref(field)}
        />
      ))}
    </>
  );
}
