/** The two tabs of the login and register screen. */
export type AccountTab = 'login' | 'register';

/** Banner groups each tab shows (spec §2): m_login; m_register, also read as m_reg. */
export const screenBannerGroups: Readonly<Record<AccountTab, readonly string[]>> = {
  login: ['m_login'],
  register: ['m_register', 'm_reg'],
};

/** The banners of a tab's groups, in the order given (an empty list means the brand's default image). */
export function bannersOfTab<T extends { groupName: string }>(tab: AccountTab, banners: readonly T[]): T[] {
  const groups = screenBannerGroups[tab];
  return banners.filter((banner) => groups.includes(banner.groupName));
}
