import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Tabs } from '@wl/ui-kit';
import { PageFrame } from '../password-parts/page-frame';
import { ResetByEmail } from './reset-by-email';
import { ResetByMobile } from './reset-by-mobile';
import { ResetWithToken } from './reset-with-token';

type Tab = 'mobile' | 'email';

/** /m/forget: reset by mobile (SMS code) or by e-mail; opened from the mailed link, the new-password form. */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const titleId = useId();
  const resetToken = new URLSearchParams(search).get('resetToken');
  const [tab, setTab] = useState<Tab>('mobile');

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
