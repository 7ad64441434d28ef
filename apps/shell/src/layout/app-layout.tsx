import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { isInstalled, useRunningMode, useSystemStatus } from '@wl/session';
import { ToastViewport } from '@wl/ui-kit';
import { findRoute } from '../routes/route-table';
import { useUiStore } from '../state/ui-store';
import { FOOTER_MENU_HEIGHT, FooterMenu } from './footer-menu';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { showsDownloadButton, showsFooterMenu, showsHeader, showsTopBanner } from './rules';
import { lazyOverlay } from './lazy-overlay';
import { TopBanner } from './top-banner';

/** The side menu's code loads the first time it opens. */
const LazySideMenu = lazyOverlay(() => import('./side-menu').then((m) => m.SideMenu));

/**
 * Where the floating service button sits (pieces/floating-service: `bottom`, 48 px high) and the room kept for it
 * under every page's content, so that at the end of a page (the last row of a game grid) nothing lies beneath
 * it. The room also clears the footer menu, which is lower than the button.
 */
const FLOATING_BOTTOM = 'var(--wl-floating-bottom, calc(72px + env(safe-area-inset-bottom)))';
const FLOATING_ROOM = `calc(${FLOATING_BOTTOM} + 48px + 12px)`;

const Main = styled.main<{ $footer: boolean }>`
  --wl-floating-room: ${FLOATING_ROOM};
  min-height: 100vh;
  padding-bottom: ${({ $footer }) => ($footer ? `max(var(--wl-floating-room), calc(${FOOTER_MENU_HEIGHT} + env(safe-area-inset-bottom)))` : 'var(--wl-floating-room)')};
`;

/**
 * On a page with the site footer, the page's own content fills at least one screen, so the footer below it starts
 * under the fold: while the page loads (its loading tiles, a spinner) the footer is not in view, and the page growing
 * to its real height does not push it across the screen (a layout shift of the takeover, budget 0.02;
 * docs/budgets.md).
 */
const Content = styled.div<{ $footer: boolean }>`
  min-height: ${({ $footer }) => ($footer ? '100vh' : 'auto')};
`;

/** Shell pieces mounted by the layout (written beside it in ./pieces). */
export interface LayoutPieces {
  /** Above everything: the download bar. */
  top?: ReactNode;
  /** Home header language switcher. */
  languageSwitcher?: ReactNode;
  /** Footer block at the bottom of pages with a footer menu. */
  footer?: ReactNode;
  /** Floating widgets and modals (service widget, service modal, download popup). */
  overlays?: ReactNode;
}

/** Whether a download link exists (platform resources or brand links). */
function useHasDownloadLink(): boolean {
  const brand = useBrand();
  const { status } = useSystemStatus();
  const fromStatus = (status?.info.resources ?? []).some(
    (r) => ['IOS', 'Android', 'MOBILECONFIG'].includes(r.resourceType) && r.url,
  );
  return fromStatus || Boolean(brand.links.android || brand.links.ios || brand.links.iosProfile);
}

/** The layout around every screen, following the pure layout rules of ./rules. */
export function AppLayout({ pieces = {} }: { pieces?: LayoutPieces }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const runningMode = useRunningMode();
  const hasDownloadLink = useHasDownloadLink();
  const title = t(findRoute(pathname)?.titleKey ?? 'titles.home');
  const footer = showsFooterMenu(pathname);
  const sideMenuOpen = useUiStore((s) => s.sideMenuOpen);

  useEffect(() => {
    document.title = `${title} · ${brand.displayName}`;
  }, [title, brand.displayName]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <>
      {pieces.top}
      {showsHeader(pathname) ? (
        <Header
          path={pathname}
          title={title}
          languageSwitcher={pieces.languageSwitcher}
          showDownload={showsDownloadButton({ path: pathname, installed: isInstalled(runningMode), hasDownloadLink })}
        />
      ) : null}
      <Main $footer={footer}>
        <Content $footer={footer}>
          {showsTopBanner(pathname) ? <TopBanner /> : null}
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Content>
        {footer ? pieces.footer : null}
      </Main>
      {footer ? <FooterMenu /> : null}
      <LazySideMenu open={sideMenuOpen} />
      {pieces.overlays}
      <ToastViewport />
    </>
  );
}
