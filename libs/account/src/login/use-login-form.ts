import { useRef, useState } from 'react';
import { useBrand } from '@wl/brand';
import type { LoginRequest } from '@wl/api-client/contract/login-calls';
import { useFlags } from '@wl/session';
import { useLogin } from './use-login';
import { loadMobileCheck } from '../account-shared/load-mobile-check';
import { activeLoginMethod, offeredLoginMethods, type LoginMethod } from './login-method';
import {
  firstInvalidLoginField,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginFormValues,
} from './login-validation';
import { parseRememberedLogin, rememberedValues } from './remembered-login';
import { safeLocalStorage, storageKeys } from '@wl/session';

function readRemembered() {
  return parseRememberedLogin(safeLocalStorage.get(storageKeys.rememberedLogin));
}

/** State of the login form: method, values, remember-me, validation, captcha and submit. */
export function useLoginForm() {
  const brand = useBrand();
  const flags = useFlags();
  const smsFlag = flags.MOBILENUMREG3;
  const flow = useLogin();
  const [remembered] = useState(readRemembered);
  const [wantedMethod, setWantedMethod] = useState<LoginMethod | undefined>(remembered?.type);
  const method = activeLoginMethod(wantedMethod, smsFlag);
  const [values, setValues] = useState<LoginFormValues>(() => ({
    method,
    ...rememberedValues(remembered, method),
    password: '',
    verificationCode: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(remembered !== undefined);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [captchaId, setCaptchaId] = useState<string>();
  const refs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const setValue = (field: keyof Omit<LoginFormValues, 'method'>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as LoginField]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Switching method reloads the remembered values of that method and refreshes a shown captcha. */
  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    const stored = readRemembered();
    setWantedMethod(next);
    setValues((v) => ({
      ...v,
      method: next,
      ...rememberedValues(stored, next),
      password: '',
      verificationCode: '',
      captcha: '',
    }));
    setErrors({});
    flow.clearError();
    if (flow.captchaShown) flow.reloadCaptcha();
  };

  const validateMobile = async (): Promise<boolean> => {
    const isValidMobile = await loadMobileCheck(brand.accounts.phoneRegion);
    const found = validateLogin({ ...values, method: 'sms' }, { captchaShown: false, isValidMobile });
    setErrors((e) => ({ ...e, mobileNum: found.mobileNum }));
    if (found.mobileNum) refs.current.mobileNum?.focus();
    return !found.mobileNum;
  };

  const submit = async () => {
    const current = { ...values, method };
    const isValidMobile = method === 'sms' ? await loadMobileCheck(brand.accounts.phoneRegion) : () => true;
    const found = validateLogin(current, { captchaShown: flow.captchaShown, isValidMobile });
    setErrors(found);
    const first = firstInvalidLoginField(found);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const captcha = flow.captchaShown ? { captcha: current.captcha, captchaId } : {};
    const request: LoginRequest =
      method === 'username'
        ? { type: 'username', username: current.username.trim(), password: current.password, remember, ...captcha }
        : {
            type: 'sms',
            mobileNum: current.mobileNum,
            countryDialingCode: brand.accounts.dialingCode,
            verificationCode: current.verificationCode,
            remember,
            ...captcha,
          };
    const ok = await flow.submit(request);
    if (!ok) setValues((v) => ({ ...v, captcha: '' }));
  };

  return {
    methods: offeredLoginMethods(smsFlag),
    method,
    switchMethod,
    values,
    setValue,
    remember,
    setRemember,
    errors,
    refs,
    validateMobile,
    submit,
    setCaptchaId,
    dialingCode: brand.accounts.dialingCode,
    flow,
  };
}
