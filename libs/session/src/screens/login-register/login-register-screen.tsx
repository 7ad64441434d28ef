import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Loading, Tabs } from '@wl/ui-kit';
import { useFreeTrial } from '../../flows/use-free-trial';
import { BannerSlot, type ScreenBanner } from './banner-slot';
import { LoginFooter } from './login-footer';
import { LoginForm } from './login-form';

// Each tab's code is its own chunk: the register form (and its rules) loads only when shown.
const RegisterForm = lazy(() => import('../register/register-form').then((m) => ({ default: m.RegisterForm })));

type Tab = 'login' | 'register';

/** The tab chosen from the path: /m/register and /m/register.html show the register tab. */
export function tabOfPath(pathname: string): Tab {
  return pathname.startsWith('/m/register') ? 'register' : 'login';
}

const tabPaths: Record<Tab, string> = { login: '/m/login', register: '/m/register' };

const Body = styled.div`
  padding: 16px;
`;

export interface LoginRegisterScreenProps {
  languageSwitcher?: ReactNode;
  /** Banners of m_login, and of m_register / m_reg (default image when empty). */
  loginBanners?: readonly ScreenBanner[];
  registerBanners?: readonly ScreenBanner[];
  gameIcons?: ReactNode;
}

/** /m/login and /m/register: one screen, two tabs chosen from the path; switching pushes the path. */
export default function LoginRegisterScreen({ languageSwitcher, loginBanners = [], registerBanners = [], gameIcons }: LoginRegisterScreenProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOfPath(pathname);
  const trial = useFreeTrial();

  return (
    <>
      <BannerSlot banners={tab === 'login' ? loginBanners : registerBanners} />
      <Tabs
        aria-label={t('login.tabs.label')}
        value={tab}
        onChange={(id) => navigate(`${tabPaths[id as Tab]}${search}`)}
        items={[
          { id: 'login', label: t('login.tabs.login') },
          { id: 'register', label: t('login.tabs.register') },
        ]}
      >
        <Body>
          {tab === 'login' ? (
            <LoginForm onFreeTrial={() => void trial.startTrial()} trialPending={trial.pending} />
          ) : (
            <Suspense fallback={<Loading label={t('common.loading')} />}>
              <RegisterForm />
            </Suspense>
          )}
        </Body>
      </Tabs>
      <LoginFooter languageSwitcher={languageSwitcher} gameIcons={gameIcons} />
    </>
  );
}
