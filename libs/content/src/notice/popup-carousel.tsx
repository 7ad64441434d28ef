import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import styled, { keyframes } from 'styled-components';
import type { PopupAnnouncement } from '@wl/api-client/contract/announcement-calls';
import { Button, Dialog } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useCarousel } from '../carousel/use-carousel';
import { SafeHtml } from '../content-html/safe-html';
import { afterClose, CAROUSEL_AUTOPLAY_MS } from './popup-rules';

const closing = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.92); }
`;

const Stage = styled.div<{ $closing: boolean }>`
  animation: ${({ $closing }) => ($closing ? closing : 'none')} 0.25s ease-in forwards;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

/** The dialog body's side padding (ui-kit Dialog); the carousel reaches into it (see Slide). */
const BODY_PADDING_X = '20px';

/**
 * The carousel clips at the dialog's own edges, not at the text's: the viewport spans the body's side padding
 * and each slide pads its text by as much. A word ending a line (or a slide moved by a fraction of a pixel)
 * never touches the clipping edge, so no letter is cut off.
 */
const Viewport = styled.div`
  margin: 0 -${BODY_PADDING_X};
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  max-height: 55vh;
  overflow: auto;
  padding: 0 ${BODY_PADDING_X};
`;

const SlideTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
  color: ${tokens.color.text};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 12px;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

export interface PopupCarouselProps {
  popups: readonly PopupAnnouncement[];
  /** After the closing animation: the caller stores show=false. */
  onClosed: () => void;
}

/**
 * The popup announcement carousel (spec §2/§4): title and content slides, autoplay every 5 s,
 * links inside intercepted; closing plays an animation first. With forced reading (the first-login
 * popups) closing moves to the next slide until the last.
 */
export default function PopupCarousel({ popups, onClosed }: PopupCarouselProps) {
  const { t } = useTranslation();
  const { emblaRef, embla, index, setIndex } = useCarousel(popups.length > 1);
  const [isClosing, setClosing] = useState(false);

  useEffect(() => {
    if (!embla || popups.length < 2 || isClosing) return undefined;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, popups.length, isClosing, index]);

  const requestClose = useCallback(() => {
    const next = afterClose(popups, index);
    if (next !== null && embla) {
      embla.scrollTo(next);
      setIndex(next);
      return;
    }
    setClosing(true);
  }, [popups, index, embla, setIndex]);

  return (
    <Dialog open onClose={requestClose} title={t('content.popup.label')} closeLabel={t('content.popup.close')}>
      <Stage $closing={isClosing} onAnimationEnd={() => isClosing && onClosed()}>
        <Viewport ref={emblaRef}>
          <Track>
            {popups.map((popup, i) => (
              <Slide
                key={popup.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('content.slide', { number: i + 1, total: popups.length })}
                aria-hidden={i !== index}
              >
                <SlideTitle>{popup.title}</SlideTitle>
                <SafeHtml html={popup.content} headingsFrom={4} onNavigate={() => setClosing(true)} />
              </Slide>
            ))}
          </Track>
        </Viewport>
        <Footer>
          <span>{popups.length > 1 ? t('content.slide', { number: index + 1, total: popups.length }) : null}</span>
          {popups.length > 1 && index < popups.length - 1 ? (
            <Button variant="secondary" size="sm" onClick={() => embla?.scrollNext()}>
              {t('content.popup.next')}
            </Button>
          ) : null}
        </Footer>
      </Stage>
    </Dialog>
  );
}
