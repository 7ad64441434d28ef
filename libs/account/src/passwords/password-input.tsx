import { useState, type Ref } from 'react';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { PasswordToggle } from '../account-shared/password-toggle';

export interface PasswordInputProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** Message key of the problem, if any. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

/** A password field with a show/hide toggle; the browser's password manager recognises it by `autocomplete`. */
export function PasswordInput({ label, name, autoComplete, value, onChange, error, inputRef }: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={inputRef}
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={64}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? t(error) : undefined}
      end={
        <PasswordToggle
          shown={shown}
          onToggle={() => setShown((s) => !s)}
          label={t(shown ? 'password.hidePassword' : 'password.showPassword')}
        >
          {shown ? t('password.hide') : t('password.show')}
        </PasswordToggle>
      }
    />
  );
}
