import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { loadHomeBanners } from '@wl/member';
import { tokens } from '@wl/ui-kit/theme';

// The m_home banner carousel (and its carousel library) loads after the first paint.
const HomeBannerCarousel = lazy(loadHomeBanners);

const Figure = styled.div`
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

/**
 * Top banner of the home paths: the platform's m_home banners as a carousel (5 s autoplay, looping
 * when more than one). While they load, and when there are none, the brand's default banner shows,
 * in a box of the same size so nothing shifts.
 */
export function TopBanner() {
  const brand = useBrand();
  const fallback = (
    <Figure>
      <img src={brandAssetUrl(brand.assets.defaultBanner)} alt="" width={750} height={300} />
    </Figure>
  );
  return (
    <Suspense fallback={fallback}>
      <HomeBannerCarousel fallback={fallback} />
    </Suspense>
  );
}
