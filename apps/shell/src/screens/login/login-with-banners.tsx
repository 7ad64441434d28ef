import type { ComponentType } from 'react';
import { useBannerGroup } from '@wl/content';
import type { LoginRegisterScreenProps } from '@wl/account';

export type ScreenProps = Omit<LoginRegisterScreenProps, 'banners'>;

/**
 * /m/login and /m/register with the platform's banners: m_login for the login tab, m_register (the
 * platform also answers m_reg for it) for the register tab; the screen picks its tab's group and shows
 * the brand's default picture when there are none.
 */
export function withBanners(Screen: ComponentType<LoginRegisterScreenProps>): ComponentType<ScreenProps> {
  return function LoginWithBanners(props: ScreenProps) {
    const login = useBannerGroup('m_login');
    const register = useBannerGroup('m_register');
    const banners = [
      ...login.map((b) => ({ groupName: 'm_login', url: b.src, alt: b.title })),
      ...register.map((b) => ({ groupName: 'm_register', url: b.src, alt: b.title })),
    ];
    return <Screen {...props} banners={banners} />;
  };
}
