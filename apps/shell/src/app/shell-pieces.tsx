import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { loadLoginActivityNotice } from '@wl/member';
import { useLoginNoticeDue } from '@wl/session';
import { lazyOverlay } from '../layout/lazy-overlay';
import type { LayoutPieces } from '../layout/app-layout';
import { DownloadBar } from '../pieces/download-bar/download-bar';
import { useFirstScreenShown } from '../routes/first-screen';
import { lazyScreen } from '../routes/lazy-screen';
import { useUiStore } from '../state/ui-store';
import { StatusGate } from '../status/status-gate';

// Modals and status pages load on demand; the floating widget, the footer block (below the fold)
// and the language switcher (in a slot of reserved size) load once the route's screen is shown
// (first-screen.ts). None of them is needed for the first paint.
const LanguageSwitcher = lazyOverlay<{ open: boolean }>(() =>
  import('../pieces/language-switcher/language-switcher').then((m) => () => <m.LanguageSwitcher />),
);
const FloatingService = lazyOverlay(() =>
  import('../pieces/floating-service/floating-service').then((m) => m.FloatingService),
);
const SiteFooter = lazyOverlay<{ open: boolean }>(() =>
  import('../pieces/site-footer/site-footer-with-videos').then((m) => () => <m.SiteFooterWithVideos />),
);
const CustomerServiceModal = lazyOverlay(() =>
  import('../pieces/customer-service-modal/customer-service-modal').then((m) => m.CustomerServiceModal),
);
// Service-worker registration, the update offer and the offline notice: once the route's screen is shown.
const PwaPiece = lazyOverlay<{ open: boolean }>(() => import('../pwa/pwa-piece').then((m) => () => <m.PwaPiece />));
const DownloadAppPopup = lazyOverlay(() =>
  import('../pieces/download-app-popup/download-app-popup').then((m) => m.DownloadAppPopup),
);
// The previous-login notice after a login (docs/decisions/0042-account-activity.md): loads only when due.
const LoginActivityNotice = lazyOverlay(() => loadLoginActivityNotice().then((m) => m.LoginActivityNotice));
const MaintenancePage = lazyScreen(() =>
  import('../pieces/maintenance-page/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const AccessDeniedPage = lazyScreen(() =>
  import('../pieces/access-denied-page/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
);

const SwitcherSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  justify-content: flex-end;
  min-width: 64px;
  min-height: 36px;
`;

/** The switcher shows only for brands offering more than one language; its slot keeps the header still. */
function LanguageSwitcherSlot() {
  const brand = useBrand();
  const screenShown = useFirstScreenShown();
  if (brand.languages.offered.length < 2) return null;
  return (
    <SwitcherSlot>
      <LanguageSwitcher open={screenShown} />
    </SwitcherSlot>
  );
}

/** The footer block, once the route's screen is shown. */
function SiteFooterOnceShown() {
  return <SiteFooter open={useFirstScreenShown()} />;
}

/** Floating widget, the installable-app piece and the modals opened through the UI store (footer menu, side menu, widget). */
function Overlays() {
  const serviceModalOpen = useUiStore((s) => s.serviceModalOpen);
  const closeServiceModal = useUiStore((s) => s.closeServiceModal);
  const downloadPopupOpen = useUiStore((s) => s.downloadPopupOpen);
  const closeDownloadPopup = useUiStore((s) => s.closeDownloadPopup);
  const loginNoticeDue = useLoginNoticeDue();
  const screenShown = useFirstScreenShown();
  return (
    <>
      <FloatingService open={screenShown} />
      <CustomerServiceModal open={serviceModalOpen} onClose={closeServiceModal} />
      <DownloadAppPopup open={downloadPopupOpen} onClose={closeDownloadPopup} />
      <PwaPiece open={screenShown} />
      {loginNoticeDue && <LoginActivityNotice open />}
    </>
  );
}

/** The shell pieces (./pieces) placed into the layout. */
export const layoutPieces: LayoutPieces = {
  top: <DownloadBar />,
  languageSwitcher: <LanguageSwitcherSlot />,
  footer: <SiteFooterOnceShown />,
  overlays: <Overlays />,
};

/** Status 1 → maintenance page, 2 → Access Denied page (with the IP), instead of the site. */
export function ShellStatusGate({ children }: { children: ReactNode }) {
  return (
    <StatusGate maintenance={<MaintenancePage />} accessDenied={(ip) => <AccessDeniedPage ip={ip} />}>
      {children}
    </StatusGate>
  );
}
