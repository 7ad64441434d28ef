import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { PasswordToggle } from '../account-shared/password-toggle';
import type { FieldError, RegisterFormField } from './register-fields';

type InputKind = {
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  maxLength?: number;
  secret?: boolean;
};

/** How each field types: keyboards, autofill hints (the browser's password manager fills `new-password`). */
const kinds: Partial<Record<RegisterFormField, InputKind>> = {
  username: { autoComplete: 'username', maxLength: 16 },
  password: { autoComplete: 'new-password', secret: true, maxLength: 32 },
  confirmPassword: { autoComplete: 'new-password', secret: true, maxLength: 32 },
  paymentPassword: { autoComplete: 'off', secret: true, maxLength: 64 },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 15 },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  nickname: { autoComplete: 'nickname', maxLength: 64 },
  payeeName: { autoComplete: 'name', maxLength: 64 },
};

const digitsOnly: readonly RegisterFormField[] = ['mobileNum', 'verificationCode'];

export interface RegisterFieldInputProps {
  field: RegisterFormField;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: FieldError | undefined;
  hint?: ReactNode;
  /** Inside the field before the input (the mobile number's dialing code). */
  start?: ReactNode;
  end?: ReactNode;
  inputRef: (node: HTMLInputElement | null) => void;
}

/** One registration input, labelled by its field name, with its error tied to it. */
export function RegisterFieldInput({
  field,
  value,
  onChange,
  onBlur,
  error,
  hint,
  start,
  end,
  inputRef,
}: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const kind = kinds[field] ?? { autoComplete: 'off', maxLength: 128 };
  const message = error ? ('key' in error ? t(error.key) : error.text) : undefined;
  const toggle = kind.secret ? (
    <PasswordToggle
      shown={shown}
      onToggle={() => setShown((s) => !s)}
      label={t(shown ? 'register.hidePassword' : 'register.showPassword')}
    >
      {shown ? t('register.hide') : t('register.show')}
    </PasswordToggle>
  ) : null;
  return (
    <TextField
      ref={inputRef}
      label={t(`register.fields.${field}`)}
      name={field}
      type={kind.secret ? (shown ? 'text' : 'password') : (kind.type ?? 'text')}
      autoComplete={kind.autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      inputMode={kind.inputMode}
      maxLength={kind.maxLength}
      value={value}
      onChange={(e) => onChange(digitsOnly.includes(field) ? e.target.value.replace(/\D/g, '') : e.target.value)}
      onBlur={onBlur}
      error={message}
      hint={hint}
      start={start}
      end={
        end || toggle ? (
          <>
            {toggle}
            {end}
          </>
        ) : undefined
      }
    />
  );
}
