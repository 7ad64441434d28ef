import { useTranslation } from '@wl/i18n';
import { bannerCaption, brandAssetUrl, useBrand } from '@wl/brand';
import { loadHomeBanners } from '@wl/content';
import { BannerFigure, lazyPiece } from '@wl/ui-kit';

// The m_home banner carousel (and its carousel library) loads after the first paint; if its file fails to load, the
// default banner stays.
const HomeBannerCarousel = lazyPiece(loadHomeBanners);

/**
 * Top banner of the home paths: the platform's m_home banners as a carousel (5 s autoplay, looping
 * when more than one). While they load, and when there are none, the brand's default banner shows,
 * in a box of the same size so nothing shifts; it also stays when the carousel's file fails to load.
 */
export function TopBanner() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const caption = bannerCaption(brand, i18n.language);
  const fallback = <BannerFigure src={brandAssetUrl(brand.assets.defaultBanner)} alt="" caption={caption} />;
  return <HomeBannerCarousel fallback={fallback} placeholder={fallback} />;
}
