import { useEffect, useState } from 'react';
import { safeLocalStorage, useIsLoggedIn } from '@wl/session';
import { lazyPiece } from '@wl/ui-kit';
import { HOME_BANNER_GROUP, HOME_TYPES } from './home-query';
import { POPUP_REFRESH_MS, popupPairs, popupStorageKey, readPopupState, shouldShowPopups } from './popup-rules';
import { useAnnouncementParams, useAnnouncements } from './use-announcements';

// The carousel (and its carousel library) loads only when there is something to show; if its file fails to load, the
// home shows without it.
const PopupCarousel = lazyPiece(() => import('./popup-carousel'));

/**
 * Decides whether the popup carousel shows (group A for members, B for visitors; again only when
 * the title/content pairs changed) and stores show=false once it was closed. The list is refreshed
 * 500 ms after the home loads. While `held`, it waits (another home dialog is open first).
 */
export function PopupGate({ held = false }: { held?: boolean }) {
  const loggedIn = useIsLoggedIn();
  const { merchantCode } = useAnnouncementParams(HOME_TYPES, HOME_BANNER_GROUP);
  const query = useAnnouncements(HOME_TYPES, HOME_BANNER_GROUP);
  const key = popupStorageKey(merchantCode, loggedIn);
  const [closedPairs, setClosedPairs] = useState<string | null>(null);
  const { refetch } = query;

  useEffect(() => {
    const timer = setTimeout(() => void refetch(), POPUP_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [refetch]);

  const popups = query.data?.popup ?? [];
  const pairs = popupPairs(popups);
  if (held || closedPairs === pairs || !shouldShowPopups(popups, readPopupState(safeLocalStorage.get(key))))
    return null;
  return (
    <PopupCarousel
      key={pairs}
      popups={popups}
      onClosed={() => {
        safeLocalStorage.set(key, JSON.stringify({ pairs, show: false }));
        setClosedPairs(pairs);
      }}
    />
  );
}
