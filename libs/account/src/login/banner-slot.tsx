import { useTranslation } from '@wl/i18n';
import { bannerCaption, brandAssetUrl, useBrand } from '@wl/brand';
import { BannerFigure } from '@wl/ui-kit';

/** A banner of the login or register groups (m_login, m_register / m_reg). */
export interface ScreenBanner {
  /** The banner group (m_login, m_register, m_reg; others are ignored by this screen). */
  groupName: string;
  url: string;
  /** Accessible text; empty for a purely decorative picture. */
  alt?: string;
}

/**
 * The banner area of the login and register tabs: the first banner of the tab's groups, or the
 * brand's default image when there is none.
 */
export function BannerSlot({ banners }: { banners: readonly ScreenBanner[] }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const first = banners[0];
  const src = first ? first.url : brandAssetUrl(brand.assets.defaultBanner);
  const caption = first ? null : bannerCaption(brand, i18n.language);
  return <BannerFigure src={src} alt={first?.alt ?? t('login.banner')} caption={caption} />;
}
