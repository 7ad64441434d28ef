/** The home screen's one announcements call (spec §2): types B, PL, PU, H, banners of m_home. */
export const HOME_TYPES = 'B,PL,PU,H';
export const HOME_BANNER_GROUP = 'm_home';
