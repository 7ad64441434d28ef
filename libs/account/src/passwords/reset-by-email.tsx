import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import { Alert, Button, Form, TextField } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { requestEmailReset } from './password-calls';
import type { ErrorMessage } from '@wl/session';
import { useErrorMessage } from '@wl/session';
import { useFormFields } from './use-form-fields';

type Field = 'username' | 'email';

/**
 * Reset by e-mail: username and address. The platform mails a link only when they belong
 * together, and answers the same either way: so does this form ("If the details match…").
 */
export function ResetByEmail() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const form = useFormFields<Field>({ username: '', email: '' });
  const { values, errors, ref, setValue } = form;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const username = values.username.trim();
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {
      username: checkRule(accountRules.loginUsername, username),
      email: checkRule(accountRules.email, email),
    };
    if (!form.showErrors(found, ['username', 'email'])) return;
    setPending(true);
    setFailure(undefined);
    setSent(false);
    try {
      await requestEmailReset(client, { username, email });
      setSent(true);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={t('password.forget.byEmail')}>
      <TextField
        ref={ref('username')}
        label={t('password.forget.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={32}
        value={values.username}
        onChange={(e) => setValue('username', e.target.value)}
        error={errors.username ? t(errors.username) : undefined}
      />
      <TextField
        ref={ref('email')}
        label={t('password.forget.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => setValue('email', e.target.value)}
        error={errors.email ? t(errors.email) : undefined}
      />
      {/* Always there, so screen readers announce the text when it arrives (a live region added with it may not be). */}
      <Alert tone="info">{sent ? t('password.forget.sent') : null}</Alert>
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <Button type="submit" size="lg" block loading={pending}>
        {t('password.forget.send')}
      </Button>
    </Form>
  );
}
