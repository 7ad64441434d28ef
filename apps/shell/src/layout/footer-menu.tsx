import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useUnclaimedPromoCount } from '@wl/member';
import { useRealMemberGuard } from '@wl/session';
import { Badge } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useUiStore } from '../state/ui-store';
import { GiftIcon, HomeIcon, ServiceIcon, UserIcon, WalletIcon } from './icons';
import { isHomeFamily } from './rules';

import { sitePaths } from '@wl/brand';
export const FOOTER_MENU_HEIGHT = '56px';

const Nav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 100;
  height: ${FOOTER_MENU_HEIGHT};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
`;

const List = styled.ul`
  display: flex;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  border: 0;
  background: none;
  color: ${tokens.color.textMuted};
  font: inherit;
  font-size: 0.6875rem;
  text-decoration: none;
  cursor: pointer;

  & svg {
    width: 22px;
    height: 22px;
  }
`;

const Entry = styled(NavLink)`
  ${item}
  &.active {
    color: ${tokens.color.primary};
  }
`;

const Action = styled.button`
  ${item}
`;

const Cell = styled.li`
  flex: 1;
  display: flex;
`;

function Label({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span>{text}</span>
    </>
  );
}

export interface FooterMenuProps {
  /** Unclaimed promotions on the member-centre entry; by default the member's count from the platform. */
  unclaimedPromos?: number;
}

/** Footer menu: home, promotion, deposit, member centre (badge of unclaimed promos) and customer service (modal). */
export function FooterMenu(props: FooterMenuProps) {
  const { t } = useTranslation();
  // The same count as the reward centre's badge (one query, shared through the query cache).
  const fromPlatform = useUnclaimedPromoCount();
  const unclaimedPromos = props.unclaimedPromos ?? fromPlatform;
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  const { pathname } = useLocation();
  // Trial accounts cannot deposit (spec §6): free_reject, and the link does not navigate.
  const realMemberOnly = useRealMemberGuard();
  return (
    <Nav aria-label={t('nav.footerMenu')}>
      <List>
        <Cell>
          <Entry to={sitePaths.home} className={() => (isHomeFamily(pathname) ? 'active' : undefined)}>
            <Label icon={<HomeIcon />} text={t('nav.home')} />
          </Entry>
        </Cell>
        <Cell>
          <Entry to={sitePaths.activity}>
            <Label icon={<GiftIcon />} text={t('nav.promotion')} />
          </Entry>
        </Cell>
        <Cell>
          <Entry to={sitePaths.deposit} onClick={(event) => realMemberOnly(event)}>
            <Label icon={<WalletIcon />} text={t('nav.deposit')} />
          </Entry>
        </Cell>
        <Cell>
          <Entry to={sitePaths.mine}>
            <Label
              icon={
                <Badge count={unclaimedPromos} label={t('nav.unclaimedPromos', { count: unclaimedPromos })}>
                  <UserIcon />
                </Badge>
              }
              text={t('nav.memberCentre')}
            />
          </Entry>
        </Cell>
        <Cell>
          <Action type="button" aria-haspopup="dialog" onClick={openServiceModal}>
            <Label icon={<ServiceIcon />} text={t('nav.customerService')} />
          </Action>
        </Cell>
      </List>
    </Nav>
  );
}
