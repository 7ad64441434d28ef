import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { LineIcon } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { HOME_BANNER_GROUP, HOME_TYPES } from './home-query';
import { marqueeText, marqueeTiming, type MarqueeTiming } from './rules';
import { useAnnouncements } from './use-announcements';
import { sitePaths } from '@wl/brand';

const MegaphoneIcon = () => <LineIcon d="M3 10v4h3l7 4V6L6 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />;
export const MARQUEE_HEIGHT = '36px';

/** From where the text starts until it is out on the left (-100%: the text's own width). */
const outLeft = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-100%, 0, 0); }
`;

/** In from the window's right edge (100cqw: the window is a size container), out on the left. */
const round = keyframes`
  from { transform: translate3d(100cqw, 0, 0); }
  to { transform: translate3d(-100%, 0, 0); }
`;

const Bar = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${MARQUEE_HEIGHT};
  padding: 0 12px;
  overflow: hidden;
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
  color: ${tokens.color.text};
  font-size: 0.875rem;
  text-decoration: none;
`;

/** An SVG megaphone (an emoji would be an empty box without an emoji font). */
const Icon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${tokens.color.primary};
  font-size: 1.125rem;
`;

const Window = styled.span`
  position: relative;
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
  container-type: inline-size;
`;

/**
 * Transform-only animations, one per element: the compositor moves them at the display's rate (60 fps) without the
 * page's main thread (two transform animations on one element would both run on the main thread, a style change a
 * frame for as long as the page is open). The text first stays where it starts, readable and without a frame to
 * draw while the page starts; then it moves out on the left (the track) and comes round from the right edge, again
 * and again (the lap inside it).
 */
const Track = styled.span<{ $timing: MarqueeTiming }>`
  display: inline-block;
  animation: ${outLeft} ${({ $timing }) => `${$timing.introSeconds}s linear ${$timing.holdSeconds}s 1 backwards`};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    white-space: normal;
  }
`;

const Lap = styled.span<{ $timing: MarqueeTiming }>`
  display: inline-block;
  animation: ${round}
    ${({ $timing }) => `${$timing.roundSeconds}s linear ${$timing.holdSeconds + $timing.introSeconds}s infinite`};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/**
 * Announcement marquee (spec §2): the notices' contents scrolling, HTML tags escaped (shown as
 * text); with none it says "No announcement". Tapping it opens /m/notice.
 */
export function Marquee() {
  const { t } = useTranslation();
  const query = useAnnouncements(HOME_TYPES, HOME_BANNER_GROUP);
  const text = marqueeText(query.data?.player ?? []);
  const shown = text ?? (query.isPending ? '' : t('content.marquee.none'));
  return (
    <Bar to={sitePaths.notice}>
      <Icon>
        <MegaphoneIcon />
      </Icon>
      <Label>{t('content.marquee.label')}: </Label>
      <Window>{text ? <MovingText text={text} /> : <span>{shown}</span>}</Window>
    </Bar>
  );
}

/** The notices' text moving: its first way out on the left, then its rounds. */
function MovingText({ text }: { text: string }) {
  const timing = marqueeTiming(text);
  return (
    <Track $timing={timing}>
      <Lap $timing={timing}>{text}</Lap>
    </Track>
  );
}
