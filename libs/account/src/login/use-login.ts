import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@wl/api-client';
import type { LoginRequest } from '@wl/api-client/contract/login-calls';
import type { LoginResult } from '@wl/api-client/contract/session-calls';
import { useApiClient } from '@wl/session';
import { login } from './login-call';
import { twoStepLogin } from '../two-step/two-step-login-call';
import { memberKeys } from '@wl/session';
import { markLoginNoticeDue } from '@wl/session';
import { offerPasswordSave } from '../account-shared/offer-password-save';
import { parseRememberedLogin, rememberLogin } from './remembered-login';
import type { ErrorMessage } from '@wl/session';
import { useErrorMessage } from '@wl/session';
import { sessionOfLogin } from '@wl/session';
import { useSessionStore } from '@wl/session';
import { safeLocalStorage, storageKeys } from '@wl/session';

import { sitePaths } from '@wl/brand';
export interface LoginState {
  submit: (request: LoginRequest) => Promise<boolean>;
  pending: boolean;
  /** Message key of the last failure. */
  errorKey: string | undefined;
  /** Values of that message (a protection refusal's end date). */
  errorValues: ErrorMessage['values'];
  /** The captcha shows once a failed login asked for it (spec §4). */
  captchaShown: boolean;
  /** Changes whenever the shown captcha must load a new challenge (failed login, method switch). */
  captchaRound: number;
  reloadCaptcha: () => void;
  clearError: () => void;
  /** Two-step login is on: the password (or SMS) step passed and a code is due (docs/decisions/0043). */
  twoStep: boolean;
  /** Sends the app or recovery code with the login challenge. */
  submitCode: (code: string) => Promise<boolean>;
  /** Back to the password step. */
  cancelTwoStep: () => void;
}

/** The passed first step: the challenge, and the request (in memory only) for what follows the session start. */
interface PendingTwoStep {
  challenge: string;
  request: LoginRequest;
}

/** Errors after which the challenge is of no use: the member starts again from the password. */
const challengeEndingCodes: readonly string[] = ['TWO_STEP_EXPIRED', 'ACCOUNT_LOCKED', 'USER_NOT_FOUND_OR_DISABLED'];

/**
 * The login flow. On success the session starts (session storage; local storage too with
 * remember-me), the remembered login is kept or forgotten, and the member goes home — or to
 * /m/changePsw when the platform forces a password change, with the typed password held in
 * memory only. A failure carrying the captcha flag shows the captcha; with the captcha shown,
 * every failure loads a new challenge.
 */
export function useLogin(): LoginState {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const messageOf = useErrorMessage();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [twoStep, setTwoStep] = useState<PendingTwoStep | null>(null);

  const finish = (result: LoginResult, request: LoginRequest) => {
    const remember = request.remember ?? false;
    if (remember) {
      const previous = parseRememberedLogin(safeLocalStorage.get(storageKeys.rememberedLogin));
      const entry =
        request.type === 'username'
          ? ({ type: 'username', username: request.username.trim() } as const)
          : ({ type: 'sms', mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode } as const);
      safeLocalStorage.set(storageKeys.rememberedLogin, JSON.stringify(rememberLogin(previous, entry)));
    } else {
      safeLocalStorage.remove(storageKeys.rememberedLogin);
    }
    queryClient.removeQueries({ queryKey: memberKeys.all });
    useSessionStore.getState().startSession(sessionOfLogin(result), {
      remember,
      heldPassword: result.firstTimeLogin && request.type === 'username' ? request.password : undefined,
    });
    if (!result.firstTimeLogin) markLoginNoticeDue();
    // A password about to be replaced is not worth saving.
    if (request.type === 'username' && !result.firstTimeLogin)
      offerPasswordSave(request.username.trim(), request.password);
    navigate(result.firstTimeLogin ? sitePaths.changePassword : sitePaths.home, { replace: true });
  };

  const submit = async (request: LoginRequest): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await login(client, request);
      if ('twoStepRequired' in answer) {
        setTwoStep({ challenge: answer.challenge, request });
        return false;
      }
      finish(answer, request);
      return true;
    } catch (error) {
      const apiError = isApiError(error) ? error : undefined;
      setFailure(messageOf(error));
      if (captchaShown) setCaptchaRound((r) => r + 1);
      else if (apiError?.captcha || apiError?.code === 'CAPTCHA_REQUIRED') setCaptchaShown(true);
      return false;
    } finally {
      setPending(false);
    }
  };

  const submitCode = async (code: string): Promise<boolean> => {
    if (pending || !twoStep) return false;
    setPending(true);
    setFailure(undefined);
    try {
      finish(await twoStepLogin(client, { challenge: twoStep.challenge, code }), twoStep.request);
      return true;
    } catch (error) {
      const apiError = isApiError(error) ? error : undefined;
      setFailure(messageOf(error));
      if (apiError && challengeEndingCodes.includes(apiError.code)) {
        setTwoStep(null);
        // A wrong code counted as a failed login: the password step now asks the captcha.
        if (captchaShown) setCaptchaRound((r) => r + 1);
        else setCaptchaShown(true);
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    submit,
    pending,
    errorKey: failure?.key,
    errorValues: failure?.values,
    captchaShown,
    captchaRound,
    reloadCaptcha: () => setCaptchaRound((r) => r + 1),
    clearError: () => setFailure(undefined),
    twoStep: twoStep !== null,
    submitCode,
    cancelTwoStep: () => {
      setTwoStep(null);
      setFailure(undefined);
    },
  };
}
