import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { useBrand } from '@wl/brand';
import { useApiClient } from '@wl/session';
import { Button } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { FOOTER_MENU_HEIGHT } from '../layout/footer-menu';
import { showsFooterMenu } from '../layout/rules';
import { restoreFormDraft, saveFormDraft } from './form-drafts';
import { whenQuietAfterLoad } from './keep-visit';
import { registerServiceWorker } from './register-service-worker';
import { createUpdateController, type UpdateController } from './update-controller';

const Stack = styled.div<{ $footer: boolean }>`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: ${({ $footer }) => ($footer ? `calc(${FOOTER_MENU_HEIGHT} + env(safe-area-inset-bottom) + 8px)` : 'calc(env(safe-area-inset-bottom) + 8px)')};
  z-index: var(--wl-notice-z, 1000);
  display: grid;
  gap: 8px;
  max-width: 480px;
  margin: 0 auto;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

/* Inverted surface (page text colour as background), readable on every brand theme. */
const Notice = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.text};
  color: ${tokens.color.bg};
  font-size: 0.875rem;
  line-height: 1.4;
  /* The theme's overlay at half strength (about a quarter black); the plain overlay where color-mix is unknown. */
  box-shadow: 0 4px 16px ${tokens.color.overlay};
  box-shadow: 0 4px 16px color-mix(in srgb, ${tokens.color.overlay} 50%, transparent);
`;

const NoticeTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

const NoticeText = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

/** One controller per page: the worker is registered once, whatever re-renders. */
let pageController: UpdateController | undefined;
function updateController(): UpdateController {
  pageController ??= createUpdateController({
    reload: () => window.location.reload(),
    keepFormDraft: () =>
      saveFormDraft(document, window.sessionStorage, window.location.pathname + window.location.search, Date.now()),
  });
  return pageController;
}

/** Whether the platform answers: the api client's connectivity (requests without an answer, the browser's events). */
export function useOnline(): boolean {
  const { connectivity } = useApiClient();
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
}

/** "You are offline": the platform does not answer; the site runs from the saved shell. */
function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Notice role="status" aria-label={t('pwa.offline.title')}>
      <NoticeTitle>{t('pwa.offline.title')}</NoticeTitle>
      <NoticeText>{t('pwa.offline.text')}</NoticeText>
    </Notice>
  );
}

function UpdateOffer({ controller }: { controller: UpdateController }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { offered, updating } = useStore(controller.store);
  if (!offered && !updating) return null;
  return (
    <Notice aria-label={t('pwa.update.label')}>
      <NoticeText role="status">
        {t(updating ? 'pwa.update.updating' : 'pwa.update.text', { brand: brand.displayName })}
      </NoticeText>
      {updating ? null : (
        <Actions>
          <Button size="sm" variant="secondary" onClick={controller.dismiss}>
            {t('pwa.update.later')}
          </Button>
          <Button size="sm" onClick={controller.accept}>
            {t('pwa.update.now')}
          </Button>
        </Actions>
      )}
    </Notice>
  );
}

/**
 * The installable-app piece, loaded right after the first render: registers the service worker
 * (production builds only), offers new versions (200 ms after the waiting event, for 60 s), restores a
 * form kept across the update reload, and says so while the platform cannot be reached.
 */
export function PwaPiece() {
  const { pathname } = useLocation();
  const online = useOnline();
  const controller = updateController();

  // Registered once the page has loaded, its requests have gone quiet and the browser is idle: installing the worker
  // (and its precache) never competes with the route's screens and their requests (decisions 0061 and 0082).
  useEffect(() => {
    if (!import.meta.env.PROD) return undefined;
    let stop: (() => void) | undefined;
    const cancel = whenQuietAfterLoad(window, () => {
      stop = registerServiceWorker({ controller });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [controller]);

  // Once per page load: the address the draft was kept on is the one the reload opened.
  useEffect(
    () =>
      restoreFormDraft(document, window.sessionStorage, window.location.pathname + window.location.search, Date.now()),
    [],
  );

  return (
    <Stack $footer={showsFooterMenu(pathname)}>
      {online ? null : <OfflineNotice />}
      <UpdateOffer controller={controller} />
    </Stack>
  );
}
