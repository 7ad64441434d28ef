import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useApiClient } from '../api/api-client-context';
import { captchaQueryOptions } from '../api/captcha-call';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The id of the challenge now shown (send it with the answer); undefined while none is loaded. */
  onChallenge: (captchaId: string | undefined) => void;
  /** Message to show under the field (already translated). */
  error?: string;
  /** Any change loads a new challenge (e.g. after a failed login). */
  reloadSignal?: unknown;
  /** For focusing the field (first invalid field on submit). */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

const ImageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 96px;
  height: 36px;
  padding: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: 0.75rem;
  cursor: pointer;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * The image captcha (spec §4): loads a challenge on mount and whenever `reloadSignal` changes;
 * tapping the image loads another. The answer is 1–16 letters or digits or an equation's result.
 */
export function CaptchaField({ value, onChange, onChallenge, error, reloadSignal, inputRef, id }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [round, setRound] = useState(0);
  const firstSignal = useRef(true);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A new challenge makes the typed answer useless: it is cleared with every reload.
  useEffect(() => {
    if (firstSignal.current) {
      firstSignal.current = false;
      return;
    }
    onChangeRef.current('');
    setRound((r) => r + 1);
  }, [reloadSignal]);

  const challenge = useQuery(captchaQueryOptions(client, round));
  const captchaId = challenge.data?.captchaId;

  useEffect(() => {
    onChallenge(captchaId);
  }, [captchaId, onChallenge]);

  const reload = () => {
    onChange('');
    setRound((r) => r + 1);
  };

  return (
    <TextField
      id={id}
      ref={inputRef}
      label={t('login.captcha.label')}
      placeholder={t('login.captcha.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={error}
      maxLength={16}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      inputMode="text"
      end={
        <ImageButton
          type="button"
          onClick={reload}
          aria-label={t('login.captcha.refresh')}
          aria-busy={challenge.isFetching || undefined}
        >
          {challenge.data ? (
            <img src={`data:image/png;base64,${challenge.data.image}`} alt={t('login.captcha.imageAlt')} />
          ) : challenge.isError ? (
            t('login.captcha.loadFailed')
          ) : (
            t('common.loading')
          )}
        </ImageButton>
      }
    />
  );
}
