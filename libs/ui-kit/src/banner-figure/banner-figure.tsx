import styled from 'styled-components';
import { tokens } from '../theme/tokens';

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

export interface BannerFigureProps {
  src: string;
  /** The picture's accessible text; empty for a decorative one. */
  alt: string;
  /** Words drawn over a picture that carries none (a brand's default banner, in the page's language). */
  caption?: string | null;
}

/** A 750 × 300 banner picture in a box of its own size, so nothing shifts while it loads. */
export function BannerFigure({ src, alt, caption }: BannerFigureProps) {
  return (
    <Figure>
      <img src={src} alt={alt} width={750} height={300} />
      {caption ? <Caption>{caption}</Caption> : null}
    </Figure>
  );
}
