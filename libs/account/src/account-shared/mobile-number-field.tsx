import { TextField, type TextFieldProps } from '@wl/ui-kit';
import { DialingCodePrefix } from './dialing-code-prefix';

export interface MobileNumberFieldProps extends Omit<
  TextFieldProps,
  'name' | 'type' | 'inputMode' | 'autoComplete' | 'onChange' | 'start'
> {
  dialingCode: string;
  /** The dialing code's accessible name ("Country code +63"). */
  dialingCodeLabel: string;
  /** The number as typed, digits only. */
  onChange: (digits: string) => void;
}

/** The mobile number's field (login, password reset): phone keyboard, digits only, the dialing code in front. */
export function MobileNumberField({ dialingCode, dialingCodeLabel, onChange, ...rest }: MobileNumberFieldProps) {
  return (
    <TextField
      {...rest}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      start={<DialingCodePrefix code={dialingCode} label={dialingCodeLabel} />}
    />
  );
}
