import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { sitePaths } from '@wl/brand';
import { ChoiceDialog } from '../../money-shared/choice-dialog';

interface PromptProps {
  open: boolean;
  onClose: () => void;
}

/** The login popup: what a protected entry opens when logged out (spec §2, §4). */
export function LoginPopup(props: PromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ChoiceDialog
      {...props}
      title={t('member.centre.loginTitle')}
      secondary={{ label: t('common.register'), onClick: () => navigate(sitePaths.register) }}
      primary={{ label: t('common.login'), onClick: () => navigate(sitePaths.login) }}
    >
      {t('toast.in_logged_login')}
    </ChoiceDialog>
  );
}

/** Trial users on the member centre: the free_reject text with Cancel and Register now (→ /m/register). */
export function TrialPrompt(props: PromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ChoiceDialog
      {...props}
      title={t('member.centre.trialTitle')}
      secondary={{ label: t('member.centre.cancel'), onClick: props.onClose }}
      primary={{ label: t('member.gate.registerNow'), onClick: () => navigate(sitePaths.register) }}
    >
      {t('toast.free_reject')}
    </ChoiceDialog>
  );
}
