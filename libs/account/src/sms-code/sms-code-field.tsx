import { TextField, type TextFieldProps } from '@wl/ui-kit';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';

export interface SmsCodeFieldProps
  extends
    Omit<TextFieldProps, 'name' | 'inputMode' | 'autoComplete' | 'maxLength' | 'onChange' | 'end'>,
    SmsCodeButtonProps {
  /** The code as typed, digits only. */
  onChange: (digits: string) => void;
}

/** The SMS code's field (login, password reset): six digits, filled from the message, with its "Get code" button. */
export function SmsCodeField({
  call,
  mobileNum,
  countryDialingCode,
  validateMobile,
  onSent,
  onChange,
  ...rest
}: SmsCodeFieldProps) {
  return (
    <TextField
      {...rest}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      end={
        <SmsCodeButton
          call={call}
          mobileNum={mobileNum}
          countryDialingCode={countryDialingCode}
          validateMobile={validateMobile}
          onSent={onSent}
        />
      }
    />
  );
}
