import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@wl/api-client';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import { sitePaths, useBrand } from '@wl/brand';
import { toast } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { memberKeys } from '@wl/session';
import { register } from './register-call';
import { checkAffiliateCode, checkUsernameAvailable } from './register-checks-call';
import { useFlags } from '@wl/session';
import { useErrorText } from '@wl/session';
import { detectRunningMode } from '@wl/session';
import { loadMobileCheck } from '../account-shared/load-mobile-check';
import { invitationCodeMode } from './invitation-code';
import {
  firstInvalidRegisterField,
  registerFormFields,
  validateRegistration,
  type RegisterErrors,
  type RegisterFormField,
  type RegisterValues,
} from './register-fields';
import { buildRegisterRequest } from './register-request';
import {
  activeRegistrationMethod,
  offeredRegistrationMethods,
  showsRegistrationToggle,
  type RegistrationMethod,
} from './registration-method';
import { registerMethodOf } from '@wl/session';
import { sessionOfLogin } from '@wl/session';
import { useSessionStore } from '@wl/session';
import { safeSessionStorage, storageKeys } from '@wl/session';
import { serverFieldErrors } from './server-field-errors';

export interface RegisterFormSetup {
  rules: readonly RegisterFieldRule[];
  /** The affiliate code of the link, and whether the platform accepted it. */
  linkCode: string | undefined;
  linkCodeValid: boolean | undefined;
}

/** State and behaviour of the registration form (the view is register-form.tsx). */
export function useRegisterForm({ rules, linkCode, linkCodeValid }: RegisterFormSetup) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const brand = useBrand();
  const flags = useFlags();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RegistrationMethod>();
  const method = activeRegistrationMethod(chosen, flags);
  // One value per field: the typed number carries across the method toggle.
  const [values, setValues] = useState<RegisterValues>({});
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [terms, setTerms] = useState(true);
  const [captchaId, setCaptchaId] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const [pending, setPending] = useState(false);
  const [usernameFree, setUsernameFree] = useState<string>();
  const refs = useRef<Partial<Record<RegisterFormField, HTMLInputElement | null>>>({});
  const usernameCheck = useRef<AbortController | undefined>(undefined);

  const invitation = invitationCodeMode({
    linkCode,
    linkCodeValid,
    rule: rules.find((r) => r.field === 'affiliateCode'),
  });
  const fields = useMemo(
    () =>
      registerFormFields({
        method,
        rules,
        smsVerification: flags.REGMOBVERF3,
        mobilePassword: flags.MOBILENUMPASSREG3,
        invitation,
      }),
    [method, rules, flags.REGMOBVERF3, flags.MOBILENUMPASSREG3, invitation],
  );

  const setValue = (field: RegisterFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'username') setUsernameFree(undefined);
  };

  const switchMethod = (next: RegistrationMethod) => {
    if (next === method) return;
    setChosen(next);
    setErrors({});
  };

  const focus = (field: RegisterFormField) => refs.current[field]?.focus();

  const validateMobile = async (): Promise<boolean> => {
    const isValidMobile = await loadMobileCheck(brand.accounts.phoneRegion);
    const found = validateRegistration(values, { method, fields: ['mobileNum'], rules, invitation, isValidMobile });
    setErrors((e) => ({ ...e, mobileNum: found.mobileNum }));
    if (found.mobileNum) focus('mobileNum');
    return !found.mobileNum;
  };

  /** The availability hint after leaving the username field (the one call allowed to say a name is taken). */
  const checkUsername = () => {
    const username = (values.username ?? '').trim();
    if (checkRule(accountRules.username, username)) return;
    usernameCheck.current?.abort();
    const controller = new AbortController();
    usernameCheck.current = controller;
    checkUsernameAvailable(client, username, controller.signal)
      .then((available) => {
        if (controller.signal.aborted) return;
        if (available) setUsernameFree(username);
        else setErrors((e) => ({ ...e, username: { key: 'errors.usernameExists' } }));
      })
      .catch(() => undefined);
  };

  const fail = (field: RegisterFormField, found: RegisterErrors) => {
    setErrors(found);
    focus(field);
  };

  const submit = async () => {
    if (pending || !terms) return;
    const isValidMobile = fields.includes('mobileNum') ? await loadMobileCheck(brand.accounts.phoneRegion) : () => true;
    const found = validateRegistration(values, { method, fields, rules, invitation, isValidMobile });
    const first = firstInvalidRegisterField(fields, found);
    if (first) {
      fail(first, found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const typedCode = (values.affiliateCode ?? '').trim();
      if (fields.includes('affiliateCode') && typedCode !== '') {
        const valid = await checkAffiliateCode(client, typedCode).catch(() => false);
        if (!valid) {
          toast.error(t('toast.invitation_code_error'));
          fail('affiliateCode', { affiliateCode: { key: 'errors.invalidInvitationCode' } });
          return;
        }
      }
      const request = buildRegisterRequest({
        method,
        fields,
        values,
        invitation,
        linkCode,
        captchaId,
        countryDialingCode: brand.accounts.dialingCode,
        registerMethod: registerMethodOf(detectRunningMode()),
        location: window.location,
      });
      const result = await register(client, method, request);
      queryClient.removeQueries({ queryKey: memberKeys.all });
      useSessionStore.getState().startSession(sessionOfLogin(result), { remember: false });
      // The landing screen may invite the new member to set a deposit limit once (decision 0041).
      safeSessionStorage.set(storageKeys.limitPromptAfterRegistration, '1');
      toast.success(t('register.success'));
      navigate(sitePaths.home, { replace: true });
    } catch (error) {
      // A captcha answers one attempt: every failure loads a new one.
      setCaptchaRound((r) => r + 1);
      const apiError = isApiError(error) ? error : undefined;
      const onFields = apiError ? serverFieldErrors(apiError, fields) : {};
      const firstServer = firstInvalidRegisterField(fields, onFields);
      if (firstServer && firstServer !== 'captcha') fail(firstServer, onFields);
      else {
        setErrors(onFields);
        toast.error(errorText(error));
        if (firstServer) focus(firstServer);
      }
    } finally {
      setPending(false);
    }
  };

  return {
    methods: offeredRegistrationMethods(flags),
    showsToggle: showsRegistrationToggle(flags),
    method,
    switchMethod,
    fields,
    values,
    setValue,
    errors,
    refs,
    terms,
    setTerms,
    captchaRound,
    setCaptchaId,
    pending,
    usernameFree,
    checkUsername,
    validateMobile,
    submit,
    smsVerification: flags.REGMOBVERF3,
    dialingCode: brand.accounts.dialingCode,
  };
}
