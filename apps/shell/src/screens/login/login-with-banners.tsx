import type { ComponentType } from 'react';
import { useBannerGroup } from '@wl/member';
import type { LoginRegisterScreenProps } from '@wl/session';

export type ScreenProps = Omit<LoginRegisterScreenProps, 'loginBanners' | 'registerBanners'>;

/**
 * /m/login and /m/register with the platform's banners: m_login on the login tab, m_register (also
 * read as m_reg) on the register tab; the screen shows the brand's default picture when there are none.
 */
export function withBanners(Screen: ComponentType<LoginRegisterScreenProps>): ComponentType<ScreenProps> {
  return function LoginWithBanners(props: ScreenProps) {
    const login = useBannerGroup('m_login');
    const register = useBannerGroup('m_register');
    return (
      <Screen
        {...props}
        loginBanners={login.map((b) => ({ url: b.src, alt: b.title }))}
        registerBanners={register.map((b) => ({ url: b.src, alt: b.title }))}
      />
    );
  };
}
