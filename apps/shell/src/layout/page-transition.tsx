import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useFirstScreenShown } from '../routes/first-screen';
import { isSwipeBack, PAGE_FADE_MS, transitionFor, type Transition } from './rules';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div<{ $fade: boolean }>`
  animation: ${({ $fade }) => ($fade ? fadeIn : 'none')} ${PAGE_FADE_MS}ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** How long after a swipe-back gesture a navigation counts as made by it. */
const SWIPE_WINDOW_MS = 1000;

/** Remembers the last swipe-back from the left edge (the browser's own back gesture). */
function useLastSwipeBack(): RefObject<number> {
  const lastSwipeAt = useRef(0);
  useEffect(() => {
    let start: { x: number; y: number } | undefined;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (start && touch && isSwipeBack(start.x, touch.clientX - start.x)) lastSwipeAt.current = Date.now();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
    };
  }, []);
  return lastSwipeAt;
}

/** One page: whether it fades is decided when it comes, and stays so while it is shown. */
function FadingPage({ fade, children }: { fade: boolean; children: ReactNode }) {
  const [fadeIn] = useState(fade);
  return (
    <Page $fade={fadeIn} data-transition={fadeIn ? 'fade' : 'none'}>
      {children}
    </Page>
  );
}

/**
 * 300 ms fade between pages; none after a swipe-back from the left edge; none for the page the visit lands on (no
 * screen shown yet: it replaces the static first paint); none with reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const lastSwipeAt = useLastSwipeBack();
  const screenShown = useFirstScreenShown();
  const transition: Transition = transitionFor({
    swipeBack: Date.now() - lastSwipeAt.current < SWIPE_WINDOW_MS,
    landing: !screenShown,
  });
  return (
    <FadingPage key={location.pathname} fade={transition.name === 'fade'}>
      {children}
    </FadingPage>
  );
}
