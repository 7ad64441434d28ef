import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useBrand } from '@wl/brand';
import { displayName, useTranslation } from '@wl/i18n';
import { usePromoSwitches } from '@wl/member';
import {
  useAffiliateAction,
  useFlags,
  useIsLoggedIn,
  useLogout,
  useRunningMode,
  useSessionInfo,
  useSystemStatus,
} from '@wl/session';
import { Drawer, IconButton, plainButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useUiStore } from '../state/ui-store';
import { BalanceDisplay } from './balance';
import { ChevronIcon, CloseIcon } from './icons';
import { resolveMenuLinks, sideMenuEntries, type SideMenuEntry } from './side-menu-entries';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 8px 12px 16px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
  font-weight: 600;
`;

const MenuMember = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const List = styled.ul`
  margin: 0;
  padding: 8px 0;
  list-style: none;
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 16px;
  ${plainButton}
  border-bottom: 1px solid ${tokens.color.border};
  text-decoration: none;

  & svg {
    color: ${tokens.color.textMuted};
  }
`;

const RowLink = styled(Link)`
  ${row}
`;
const RowAnchor = styled.a`
  ${row}
`;
const RowButton = styled.button`
  ${row}
`;

function Row({ entry, onDone, onAffiliate }: { entry: SideMenuEntry; onDone: () => void; onAffiliate: () => void }) {
  const { t } = useTranslation();
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  const label = t(entry.labelKey);
  switch (entry.kind) {
    case 'route':
      return (
        <RowLink to={entry.to} onClick={onDone}>
          {label}
          <ChevronIcon />
        </RowLink>
      );
    case 'external':
      return (
        <RowAnchor href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
          {label}
          <ChevronIcon />
        </RowAnchor>
      );
    case 'action':
      if (entry.action === 'affiliate') {
        return (
          <RowButton type="button" onClick={onAffiliate}>
            {label}
            <ChevronIcon />
          </RowButton>
        );
      }
      return (
        <RowButton
          type="button"
          aria-haspopup="dialog"
          onClick={entry.action === 'service' ? openServiceModal : openDownloadPopup}
        >
          {label}
          <ChevronIcon />
        </RowButton>
      );
  }
}

/** The slide-out side menu; entries from the pure `sideMenuEntries` rule. */
export function SideMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { status } = useSystemStatus();
  const loggedIn = useIsLoggedIn();
  const info = useSessionInfo();
  const runningMode = useRunningMode();
  const open = useUiStore((s) => s.sideMenuOpen);
  const close = useUiStore((s) => s.closeSideMenu);
  const logout = useLogout({ onDone: close });
  const affiliate = useAffiliateAction({ onNavigate: close });
  const flags = useFlags();
  const promotions = usePromoSwitches();

  const entries = sideMenuEntries({
    loggedIn,
    menu: brand.menu,
    links: resolveMenuLinks(brand.links, status?.info.resources ?? []),
    runningMode,
    entry: { flags, promotions, loggedIn, type: info?.type },
  });

  return (
    <Drawer open={open} onClose={close} side="right" aria-label={t('nav.sideMenu')}>
      <Head>
        <MenuMember>
          <span>{info ? displayName(info.userName) : brand.displayName}</span>
          {info ? <BalanceDisplay /> : null}
        </MenuMember>
        <IconButton aria-label={t('common.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Head>
      <nav aria-label={t('nav.sideMenu')}>
        <List>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Row entry={entry} onDone={close} onAffiliate={affiliate.run} />
            </li>
          ))}
          {loggedIn ? (
            <li>
              <RowButton
                type="button"
                aria-haspopup="dialog"
                aria-busy={logout.pending || undefined}
                onClick={logout.requestLogout}
              >
                {t('common.logout')}
                <ChevronIcon />
              </RowButton>
            </li>
          ) : null}
        </List>
      </nav>
      {logout.confirmDialog}
      {affiliate.element}
    </Drawer>
  );
}
