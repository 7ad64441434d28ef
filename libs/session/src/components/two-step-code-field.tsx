import type { Ref } from 'react';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';

export interface TwoStepCodeFieldProps {
  value: string;
  /** The typed code, keeping only digits and the space some apps show in the middle. */
  onChange: (code: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The authenticator-app code field, the same at two-step set-up and at login. */
export function TwoStepCodeField({ value, onChange, error, ref }: TwoStepCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('twoStep.code.label')}
      name="twoStepCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d ]/g, ''))}
      error={error}
    />
  );
}
