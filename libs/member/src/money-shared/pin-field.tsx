import { TextField } from '@wl/ui-kit';

export interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
}

/** A six-digit payment password: digits only, never filled in or remembered by the browser. */
export function PinField({ label, value, onChange, error, name = 'paymentPassword' }: PinFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
    />
  );
}
