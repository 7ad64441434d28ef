import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bannerCaption, brandAssetUrl, useBrand } from '@wl/brand';
import { loadHomeBanners } from '@wl/content';
import { tokens } from '@wl/ui-kit/theme';

// The m_home banner carousel (and its carousel library) loads after the first paint.
const HomeBannerCarousel = lazy(loadHomeBanners);

const Figure = styled.div`
  position: relative;
  aspect-ratio: 750 / 300;
  overflow: hidden;
  background: ${tokens.color.surface};

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
 * Top banner of the home paths: the platform's m_home banners as a carousel (5 s autoplay, looping
 * when more than one). While they load, and when there are none, the brand's default banner shows,
 * in a box of the same size so nothing shifts.
 */
export function TopBanner() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const caption = bannerCaption(brand, i18n.language);
  const fallback = (
    <Figure>
      <img src={brandAssetUrl(brand.assets.defaultBanner)} alt="" width={750} height={300} />
      {caption ? <Caption>{caption}</Caption> : null}
    </Figure>
  );
  return (
    <Suspense fallback={fallback}>
      <HomeBannerCarousel fallback={fallback} />
    </Suspense>
  );
}
