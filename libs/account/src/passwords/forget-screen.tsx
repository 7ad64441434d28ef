import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '@wl/ui-kit';
import { PageFrame } from './page-frame';
import { ResetByEmail } from './reset-by-email';
import { ResetByMobile } from './reset-by-mobile';
import { ResetWithToken } from './reset-with-token';
import { resetTokenIn, searchWithoutResetToken } from './reset-link';

type Tab = 'mobile' | 'email';

/**
 * /m/forget: reset by mobile (SMS code) or by e-mail; opened from the mailed link, the new-password form.
 * The link's token is read once into memory and taken out of the address at once (replacing the history
 * entry), as the login hand-off does: it is not left in the address bar, the history or a shared screenshot.
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const [resetToken] = useState(() => resetTokenIn(search));
  const [tab, setTab] = useState<Tab>('mobile');

  useEffect(() => {
    if (resetTokenIn(search) !== null)
      void navigate({ search: searchWithoutResetToken(search), hash }, { replace: true });
  }, [search, hash, navigate]);

  if (resetToken) {
    return (
      <PageFrame title={t('password.forget.resetTitle')} titleId={titleId}>
        <ResetWithToken resetToken={resetToken} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('password.forget.title')} titleId={titleId}>
      <Tabs
        aria-label={t('password.forget.tabsLabel')}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
        items={[
          { id: 'mobile', label: t('password.forget.byMobile') },
          { id: 'email', label: t('password.forget.byEmail') },
        ]}
      >
        {tab === 'mobile' ? <ResetByMobile /> : <ResetByEmail />}
      </Tabs>
    </PageFrame>
  );
}
