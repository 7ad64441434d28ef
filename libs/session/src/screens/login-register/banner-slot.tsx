import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';

/** A banner of the login or register groups (m_login, m_register / m_reg). */
export interface ScreenBanner {
  /** The banner group (m_login, m_register, m_reg; others are ignored by this screen). */
  groupName: string;
  url: string;
  /** Accessible text; empty for a purely decorative picture. */
  alt?: string;
}

const Figure = styled.div`
  aspect-ratio: 750 / 300;
  overflow: hidden;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The banner area of the login and register tabs: the first banner of the tab's groups, or the
 * brand's default image when there is none.
 */
export function BannerSlot({ banners }: { banners: readonly ScreenBanner[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const first = banners[0];
  const src = first ? first.url : brandAssetUrl(brand.assets.defaultBanner);
  return (
    <Figure>
      <img src={src} alt={first?.alt ?? t('login.banner')} width={750} height={300} />
    </Figure>
  );
}
