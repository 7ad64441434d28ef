import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountCalls } from '@wl/api-client/contract';
import { useBrand } from '@wl/brand';
import { Button, Checkbox, Form, QueryState, SectionTitle, Tabs } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useApiClient } from '@wl/session';
import { checkAffiliateCode } from './register-checks-call';
import { registerKeys, registerSettingsQueryOptions } from './register-settings-call';
import { CaptchaField } from '@wl/session';
import { DialingCodePrefix } from '../account-shared/dialing-code-prefix';
import { SmsCodeButton } from '../sms-code/sms-code-button';
import { affiliateCodeFromLink } from './invitation-code';
import type { RegistrationMethod } from './registration-method';
import { RegisterFieldInput } from './register-field-input';
import { useRegisterForm, type RegisterFormSetup } from './use-register-form';

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

/**
 * The registration tab (spec §2/§4/§5). The form shows only once the merchant's field rules
 * (and the validity of a link's affiliate code) have loaded; a failure offers a retry.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const client = useApiClient();
  const brand = useBrand();
  const { search } = useLocation();
  const linkCode = affiliateCodeFromLink(search);
  const settings = useQuery(registerSettingsQueryOptions(client, brand.merchantCode));
  const affiliate = useQuery({
    queryKey: registerKeys.affiliate(linkCode ?? ''),
    queryFn: ({ signal }) => checkAffiliateCode(client, linkCode ?? '', signal),
    enabled: linkCode !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const rules = settings.data?.fields;
  return (
    <QueryState
      // A failure of the rules shows even while the link's code is still being checked.
      pending={!settings.isError && (settings.isPending || (linkCode !== undefined && affiliate.isPending))}
      failed={settings.isError}
      loadingText={t('register.loading')}
      failedText={t('register.loadFailed')}
      onRetry={() => void settings.refetch()}
      retryText={t('register.retry')}
    >
      {() =>
        rules ? (
          <RegisterFields
            rules={rules}
            linkCode={linkCode}
            // A link code the platform could not confirm counts as invalid.
            linkCodeValid={linkCode === undefined ? undefined : affiliate.data === true}
          />
        ) : null
      }
    </QueryState>
  );
}

function RegisterFields(setup: RegisterFormSetup) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const form = useRegisterForm(setup);
  const titleId = useId();
  const { values, errors, refs } = form;
  const language = i18n.language.toUpperCase() as keyof typeof brand.age.texts;
  const ageTexts = brand.age.texts[language] ?? brand.age.texts[brand.languages.default];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Form onSubmit={onSubmit} aria-labelledby={titleId}>
      <SectionTitle id={titleId} size="lg">
        {t('register.title')}
      </SectionTitle>
      {form.showsToggle ? (
        <Tabs
          aria-label={t('register.method.label')}
          value={form.method}
          onChange={(id) => form.switchMethod(id as RegistrationMethod)}
          items={form.methods.map((m) => ({ id: m, label: t(`register.method.${m}`) }))}
        />
      ) : null}

      {form.fields.map((field) => {
        const inputRef = (node: HTMLInputElement | null) => {
          refs.current[field] = node;
        };
        if (field === 'captcha') {
          return (
            <CaptchaField
              key={field}
              inputRef={inputRef}
              value={values.captcha ?? ''}
              onChange={(v) => form.setValue('captcha', v)}
              onChallenge={form.setCaptchaId}
              error={
                errors.captcha ? ('key' in errors.captcha ? t(errors.captcha.key) : errors.captcha.text) : undefined
              }
              reloadSignal={form.captchaRound}
            />
          );
        }
        const start =
          field === 'mobileNum' ? (
            <DialingCodePrefix code={form.dialingCode} label={t('register.dialingCode', { code: form.dialingCode })} />
          ) : undefined;
        const end =
          field === 'verificationCode' ? (
            <SmsCodeButton
              call={accountCalls.smsRegister}
              mobileNum={values.mobileNum ?? ''}
              countryDialingCode={form.dialingCode}
              validateMobile={form.validateMobile}
            />
          ) : undefined;
        const hint =
          field === 'username' && form.usernameFree && form.usernameFree === values.username?.trim()
            ? t('register.usernameAvailable')
            : undefined;
        return (
          <RegisterFieldInput
            key={field}
            field={field}
            value={values[field] ?? ''}
            onChange={(v) => form.setValue(field, v)}
            onBlur={field === 'username' ? form.checkUsername : undefined}
            error={errors[field]}
            hint={hint}
            start={start}
            end={end}
            inputRef={inputRef}
          />
        );
      })}

      {ageTexts ? <Note>{ageTexts.register}</Note> : null}
      <Checkbox
        label={ageTexts?.consent ?? t('register.terms')}
        checked={form.terms}
        onChange={(e) => form.setTerms(e.target.checked)}
      />

      <Button type="submit" size="lg" block loading={form.pending} disabled={!form.terms}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
