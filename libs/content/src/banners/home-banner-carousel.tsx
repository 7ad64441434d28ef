import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInView, usePrefersReducedMotion } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useCarousel } from '../carousel/use-carousel';
import { HOME_BANNER_GROUP, HOME_TYPES } from '../notice/home-query';
import { CAROUSEL_AUTOPLAY_MS } from '../notice/popup-rules';
import { useAnnouncements } from '../notice/use-announcements';
import { bannersPlay, bannerTarget, loops, showableBanners } from './banner-rules';

const Frame = styled.section`
  position: relative;
  aspect-ratio: 750 / 300;
  overflow: hidden;
  background: ${tokens.color.surface};
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & a {
    display: block;
    height: 100%;
  }
`;

const Caption = styled.span`
  position: absolute;
  left: 12px;
  right: 12px;
  bottom: 22px;
  color: ${tokens.color.onPrimary};
  font-size: 1.0625rem;
  font-weight: 700;
  text-shadow: 0 1px 3px ${tokens.color.overlay};
`;

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  justify-content: center;
`;

/** An 8 px dot drawn inside a 24 px target (the minimum touch target size). */
const Dot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${tokens.color.onPrimary};
    opacity: ${({ $active }) => ($active ? 1 : 0.5)};
  }
`;

function Target({ linkage, children }: { linkage: string | null; children: ReactNode }) {
  const target = bannerTarget(linkage);
  if (target.kind === 'route') return <Link to={target.to}>{children}</Link>;
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

export interface HomeBannerCarouselProps {
  /** Shown while the banners load and when there are none (the brand's default picture). */
  fallback: ReactNode;
}

/**
 * Home banners (group m_home): a carousel that plays every 5 s and loops when there is more than
 * one banner (still while out of view, held by the pointer or focus, or with reduced motion: bannersPlay); each
 * banner leads where its linkage says. Until they load, the fallback shows.
 */
export default function HomeBannerCarousel({ fallback }: HomeBannerCarouselProps) {
  const { t } = useTranslation();
  const query = useAnnouncements(HOME_TYPES, HOME_BANNER_GROUP);
  const banners = showableBanners((query.data?.banners ?? []).filter((b) => b.groupName === HOME_BANNER_GROUP));
  const looping = loops(banners.length);
  const { emblaRef, embla, index } = useCarousel(looping);
  const frame = useRef<HTMLElement>(null);
  const [held, setHeld] = useState(false);
  const inView = useInView(frame, banners.length > 0);
  const reducedMotion = usePrefersReducedMotion();
  const plays = bannersPlay({ count: banners.length, held, reducedMotion, inView });

  useEffect(() => {
    if (!embla || !plays) return undefined;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, plays, index]);

  if (banners.length === 0) return <>{fallback}</>;
  return (
    <Frame
      ref={frame}
      aria-roledescription="carousel"
      aria-label={t('content.banners.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div ref={emblaRef} style={{ height: '100%' }}>
        <Track>
          {banners.map((banner, i) => (
            <Slide
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.slide', { number: i + 1, total: banners.length })}
            >
              <Target linkage={banner.linkage}>
                <img
                  src={banner.src}
                  alt={banner.title}
                  width={750}
                  height={300}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
                {banner.title ? <Caption aria-hidden="true">{banner.title}</Caption> : null}
              </Target>
            </Slide>
          ))}
        </Track>
      </div>
      {looping ? (
        <Dots>
          {banners.map((banner, i) => (
            <Dot
              key={banner.id}
              type="button"
              $active={i === index}
              aria-label={t('content.banners.slideTo', { number: i + 1 })}
              aria-current={i === index}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </Dots>
      ) : null}
    </Frame>
  );
}
