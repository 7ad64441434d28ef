import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@wl/ui-kit';

import { sitePaths } from '@wl/brand';
/** The login popup: what a protected entry opens when logged out (spec §2, §4). */
export function LoginPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member.centre.loginTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate(sitePaths.register)}>
            {t('common.register')}
          </Button>
          <Button onClick={() => navigate(sitePaths.login)}>{t('common.login')}</Button>
        </>
      }
    >
      {t('toast.in_logged_login')}
    </Dialog>
  );
}

/** Trial users on the member centre: the free_reject text with Cancel and Register now (→ /m/register). */
export function TrialPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member.centre.trialTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('member.centre.cancel')}
          </Button>
          <Button onClick={() => navigate(sitePaths.register)}>{t('member.gate.registerNow')}</Button>
        </>
      }
    >
      {t('toast.free_reject')}
    </Dialog>
  );
}
