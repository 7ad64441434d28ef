import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiError } from '@wl/api-client';
import { Alert, Button, Dialog, Form, TextField, TOAST_LOADING_MS, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { useApiClient } from '@wl/session';
import { changePassword } from './password-calls';
import { useLogout } from '@wl/session';
import type { ErrorMessage } from '@wl/session';
import { useErrorMessage } from '@wl/session';
import { offerPasswordSave } from '../account-shared/offer-password-save';
import { changePasswordFields, checkChangePassword, type ChangePasswordField } from './change-password-rules';
import { useSessionStore } from '@wl/session';
import { PageFrame } from './page-frame';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';
import { useFormFields } from './use-form-fields';

import { sitePaths } from '@wl/brand';
/** After "Change saved" has shown for 1 s, the member goes home. */
export const GO_HOME_AFTER_MS = 1_000;

/**
 * /m/changePsw (member-agent-platform §2/§4/§5): forced at the first login (the old password is
 * then held in memory from the login and its field hidden) or voluntary. Needs a session. While the
 * change is due the platform refuses everything else (docs/decisions/0027), so the screen also
 * offers logging out.
 */
export default function ChangePasswordScreen() {
  const info = useSessionStore((s) => s.info);
  if (!info) return <Navigate to={sitePaths.home} replace />;
  return <ChangePasswordForm userName={info.userName} changeDue={info.firstTimeLogin === true} />;
}

function ChangePasswordForm({ userName, changeDue }: { userName: string; changeDue: boolean }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const navigate = useNavigate();
  const held = useSessionStore((s) => s.heldPassword);
  const logoutFlow = useLogout();
  const titleId = useId();
  const form = useFormFields<ChangePasswordField>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { values, errors, ref, setValue } = form;
  const [failure, setFailure] = useState<ErrorMessage>();
  const [sameOpen, setSameOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    const current = { ...values, oldPassword: held ?? values.oldPassword };
    const check = checkChangePassword(current, { oldPasswordHeld: held !== undefined });
    if (!form.showErrors(check.errors, changePasswordFields)) return;
    if (check.samePassword) {
      setSameOpen(true);
      return;
    }
    setPending(true);
    const loading = toast.loading(t('password.change.saving'), TOAST_LOADING_MS);
    try {
      await changePassword(client, {
        oldPassword: current.oldPassword,
        newPassword: current.newPassword,
        confirmNewPassword: current.confirmPassword,
      });
      // The remembered login holds no password: nothing to re-encode, the remembered username stays.
      useSessionStore.getState().forgetHeldPassword();
      useSessionStore.getState().setPasswordChangeDue(false);
      offerPasswordSave(userName, current.newPassword);
      toast.success(t('password.change.saved'), TOAST_SUCCESS_MS);
      timer.current = setTimeout(() => navigate(sitePaths.home, { replace: true }), GO_HOME_AFTER_MS);
    } catch (error) {
      toast.hide(loading);
      setPending(false);
      if (isApiError(error) && error.code === 'SAME_PASSWORD') setSameOpen(true);
      else setFailure(messageOf(error));
    }
  };

  return (
    <PageFrame title={t('password.change.title')} titleId={titleId} subtitle={t('password.change.subtitle')}>
      <Form onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
        <TextField
          label={t('password.change.username')}
          name="username"
          autoComplete="username"
          value={userName}
          readOnly
        />
        {held === undefined ? (
          <PasswordInput
            label={t('password.change.old')}
            name="oldPassword"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={(v) => setValue('oldPassword', v)}
            error={errors.oldPassword}
            inputRef={ref('oldPassword')}
          />
        ) : null}
        <NewPasswordFields
          form={form}
          labels={{ newPassword: t('password.change.new'), confirmPassword: t('password.change.confirm') }}
        />
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button type="submit" size="lg" block loading={pending}>
          {t('password.change.submit')}
        </Button>
        {changeDue ? (
          <Button variant="secondary" size="lg" block loading={logoutFlow.pending} onClick={logoutFlow.requestLogout}>
            {t('login.settings.logout')}
          </Button>
        ) : null}
      </Form>
      {logoutFlow.confirmDialog}
      <Dialog
        open={sameOpen}
        onClose={() => setSameOpen(false)}
        title={t('password.change.sameTitle')}
        actions={<Button onClick={() => setSameOpen(false)}>{t('password.change.ok')}</Button>}
      >
        {t('errors.samePassword')}
      </Dialog>
    </PageFrame>
  );
}
