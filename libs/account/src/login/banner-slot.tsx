import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bannerCaption, brandAssetUrl, useBrand } from '@wl/brand';
import { tokens } from '@wl/ui-kit/theme';

/** A banner of the login or register groups (m_login, m_register / m_reg). */
export interface ScreenBanner {
  /** The banner group (m_login, m_register, m_reg; others are ignored by this screen). */
  groupName: string;
  url: string;
  /** Accessible text; empty for a purely decorative picture. */
  alt?: string;
}

const Figure = styled.div`
  position: relative;
  aspect-ratio: 750 / 300;
  overflow: hidden;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The brand's caption in the page's language, over its default picture (which carries no words). */
const Caption = styled.p`
  position: absolute;
  left: 6.4%;
  bottom: 22%;
  margin: 0;
  color: ${tokens.color.onHeader};
  font-size: 1.0625rem;
  font-weight: 700;
  text-shadow: 0 1px 3px ${tokens.color.overlay};
`;

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
  return (
    <Figure>
      <img src={src} alt={first?.alt ?? t('login.banner')} width={750} height={300} />
      {caption ? <Caption>{caption}</Caption> : null}
    </Figure>
  );
}
