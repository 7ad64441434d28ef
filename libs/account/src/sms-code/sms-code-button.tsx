import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, toast } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { sendSmsCode, type SmsSendCall } from './sms-send-call';
import { SMS_COUNTDOWN_INITIAL_SECONDS, SMS_COUNTDOWN_TICK_MS, secondsUntil } from './sms-countdown';
import { useErrorText } from '@wl/session';
import { SliderChallengeDialog } from './slider-challenge-dialog';

export interface SmsCodeButtonProps {
  /** The send call: `accountCalls.smsRegister`, `smsLogin` or `smsPassword`. */
  call: SmsSendCall;
  mobileNum: string;
  countryDialingCode: string;
  /** Checks the mobile number (showing its error); nothing is requested unless it passes. */
  validateMobile: () => boolean | Promise<boolean>;
  /** A code was sent; `expirationTime` is when a new one may be requested. */
  onSent?: (expirationTime: number) => void;
}

/**
 * "Get code" (spec §4): the mobile number must validate, then the slider challenge is solved,
 * then the code is requested; the button then counts down in seconds to the platform's
 * `expirationTime` (ticking every 500 ms; 60 before any send) and "Get code" returns at zero.
 */
export function SmsCodeButton({ call, mobileNum, countryDialingCode, validateMobile, onSent }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const [sliderOpen, setSliderOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [expiresAt, setExpiresAt] = useState<number>();
  const [seconds, setSeconds] = useState(SMS_COUNTDOWN_INITIAL_SECONDS);
  const counting = expiresAt !== undefined && seconds > 0;

  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    const tick = () => {
      const left = secondsUntil(expiresAt, Date.now());
      setSeconds(left);
      if (left <= 0) setExpiresAt(undefined);
    };
    tick();
    const handle = setInterval(tick, SMS_COUNTDOWN_TICK_MS);
    return () => clearInterval(handle);
  }, [expiresAt]);

  const start = async () => {
    if (sending || counting) return;
    if (!(await validateMobile())) return;
    setSliderOpen(true);
  };

  const send = async (sliderToken: string) => {
    setSliderOpen(false);
    setSending(true);
    try {
      const expirationTime = await sendSmsCode(client, call, { mobileNum, countryDialingCode, sliderToken });
      setExpiresAt(expirationTime);
      onSent?.(expirationTime);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={sending}
        disabled={counting}
        onClick={() => void start()}
        aria-label={counting ? t('login.sms.wait', { count: seconds }) : undefined}
      >
        {counting ? t('login.sms.seconds', { count: seconds }) : t('login.sms.getCode')}
      </Button>
      <SliderChallengeDialog
        open={sliderOpen}
        onClose={() => setSliderOpen(false)}
        onSolved={(token) => void send(token)}
      />
    </>
  );
}
