import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { lazyPiece, Loading, Tabs } from '@wl/ui-kit';
import { BackBar, BackButton } from '../account-shared/back-control';
import { useFreeTrial } from '../trial/use-free-trial';
import { bannersOfTab, type AccountTab } from './screen-banners';
import { BannerSlot, type ScreenBanner } from './banner-slot';
import { LoginFooter } from './login-footer';
import { LoginForm } from './login-form';

import { sitePaths } from '@wl/brand';
// Each tab's code is its own chunk: the register form (and its rules) loads only when shown; if its file fails to
// load, the tab offers to load it again (lazyPiece).
const RegisterForm = lazyPiece<object>(() =>
  import('../register/register-form').then((m) => ({ default: m.RegisterForm })),
);

/** The tab chosen from the path: /m/register and /m/register.html show the register tab. */
export function tabOfPath(pathname: string): AccountTab {
  return pathname.startsWith(sitePaths.register) ? 'register' : 'login';
}

/**
 * The register form's place keeps a screen's height while its code and the platform's registration rules load:
 * the footer stays under the fold instead of showing below the spinner and being pushed away by the form (a layout
 * shift; docs/budgets.md).
 */
const RegisterArea = styled.div`
  min-height: 100vh;
`;

const tabPaths: Record<AccountTab, string> = { login: sitePaths.login, register: sitePaths.register };

const Body = styled.div`
  padding: 16px;
`;

export interface LoginRegisterScreenProps {
  /**
   * The back control's action. The screens show without the site header (and, installed, without a
   * browser back button), so they carry their own; the shell passes its back rule (login → /m/home,
   * register → /).
   */
  onBack: () => void;
  languageSwitcher?: ReactNode;
  /** The site's banners (any groups): each tab shows its own (m_login; m_register or m_reg), else the default image. */
  banners?: readonly ScreenBanner[];
  /** The first four hot game icons (composed by the shell from the games area). */
  gameIcons?: ReactNode;
}

/** /m/login and /m/register: one screen, two tabs chosen from the path; switching pushes the path. */
export default function LoginRegisterScreen({
  onBack,
  languageSwitcher,
  banners = [],
  gameIcons,
}: LoginRegisterScreenProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOfPath(pathname);
  const trial = useFreeTrial();

  return (
    <>
      <BackBar>
        <BackButton onClick={onBack} />
      </BackBar>
      <BannerSlot banners={bannersOfTab(tab, banners)} />
      <Tabs
        aria-label={t('login.tabs.label')}
        value={tab}
        onChange={(id) => navigate(`${tabPaths[id as AccountTab]}${search}`)}
        items={[
          { id: 'login', label: t('login.tabs.login') },
          { id: 'register', label: t('login.tabs.register') },
        ]}
      >
        <Body>
          {tab === 'login' ? (
            <LoginForm onFreeTrial={() => void trial.startTrial()} trialPending={trial.pending} />
          ) : (
            <RegisterArea>
              <RegisterForm placeholder={<Loading label={t('common.loading')} />} retryLabel={t('common.loadFailed')} />
            </RegisterArea>
          )}
        </Body>
      </Tabs>
      <LoginFooter languageSwitcher={languageSwitcher} gameIcons={gameIcons} />
    </>
  );
}
