import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { tokens } from '@wl/ui-kit/theme';

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
 * Top banner of the home paths. The platform's banner carousel (group m_home) arrives with the
 * games work; until then the brand's default banner image shows, sized so nothing shifts.
 */
export function TopBanner() {
  const brand = useBrand();
  return (
    <Figure>
      <img src={brandAssetUrl(brand.assets.defaultBanner)} alt="" width={750} height={300} />
    </Figure>
  );
}
