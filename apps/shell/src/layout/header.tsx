import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brandAssetUrl, sitePaths, useBrand } from '@wl/brand';
import { displayName, useTranslation } from '@wl/i18n';
import { useIsLoggedIn, useSessionInfo } from '@wl/session';
import { IconButton, lazyPiece } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useUiStore } from '../state/ui-store';
import { BackIcon, DownloadIcon, MenuIcon, UserIcon } from './icons';
import { headerLeft } from './rules';
import { useBackNavigation } from './use-back-navigation';

export const HEADER_HEIGHT = '48px';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  gap: 4px;
  height: ${HEADER_HEIGHT};
  padding: 0 4px 0 12px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
`;

/** On a narrow phone the logo gives up width (scaled down whole) so Login and Register keep their full words. */
const LogoLink = styled(Link)`
  display: flex;
  flex-shrink: 1;
  min-width: 40px;
`;

const Logo = styled.img`
  display: block;
  height: 32px;
  width: auto;
  max-width: min(80px, 100%);
  object-fit: contain;
  object-position: left center;
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: 1.0625rem;
  font-weight: 600;
  text-align: center;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * The home header's download button. On phones narrower than 400 px it gives way, so Login and
 * Register (visitors) or the name and balance (members) stay readable; the download bar and the side
 * menu still offer it.
 */
const DownloadSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  @media (max-width: 399px) {
    display: none;
  }
`;

const MenuSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const Spacer = styled.span`
  flex: 1 1 0;
`;

const Side = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 40px;
`;

const AuthLink = styled(Link)<{ $primary?: boolean }>`
  flex-shrink: 0;
  padding: 4px 6px;
  border: 1px solid ${tokens.color.onHeader};
  border-radius: ${tokens.radius};
  background: ${({ $primary }) => ($primary ? tokens.color.onHeader : 'transparent')};
  color: ${({ $primary }) => ($primary ? tokens.color.header : tokens.color.onHeader)};
  font-size: 0.6875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;

/** Never squeezed below its content, so the balance controls cannot slide under the language button; the logo gives way. */
const Member = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 4px;
`;

const NameAndBalance = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;
`;

const MemberName = styled.span`
  max-width: 112px;
  overflow: hidden;
  font-size: 0.6875rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const AvatarLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${tokens.color.onHeader};
  border-radius: 50%;
  color: inherit;
  font-size: 1.125rem;
  @media (max-width: 359px) {
    display: none;
  }
`;

// The balance shows only to members: its wallet call and controls load in their own chunk (lazyPiece: if it fails to
// load, the header shows without it).
const BalanceDisplay = lazyPiece<object>(() => import('./balance').then((m) => ({ default: m.BalanceDisplay })));
const BalanceSlot = styled.span`
  display: inline-block;
  min-height: 32px;
`;

/** Member part of the home header: avatar (member centre), display name, balance with refresh and hide. */
function HeaderMemberSlot() {
  const { t } = useTranslation();
  const info = useSessionInfo();
  if (!info) return null;
  return (
    <Member>
      <AvatarLink to={sitePaths.mine} aria-label={t('nav.memberCentre')}>
        <UserIcon />
      </AvatarLink>
      <NameAndBalance>
        <MemberName>{displayName(info.userName)}</MemberName>
        <BalanceSlot>
          <BalanceDisplay />
        </BalanceSlot>
      </NameAndBalance>
    </Member>
  );
}

export interface HeaderProps {
  path: string;
  /** Page title (ignored on the home header, which shows the logo). */
  title: string;
  /** Home header: the language switcher. */
  languageSwitcher?: ReactNode;
  /** Home header: whether the download button shows (see `showsDownloadButton`). */
  showDownload?: boolean;
}

export function Header({ path, title, languageSwitcher, showDownload = false }: HeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const openSideMenu = useUiStore((s) => s.openSideMenu);
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  const goBack = useBackNavigation();
  const left = headerLeft(path);

  if (left === 'logo') {
    return (
      <Bar>
        <LogoLink to={sitePaths.home} aria-label={brand.displayName}>
          <Logo src={brandAssetUrl(brand.assets.logo)} alt={brand.displayName} height={32} />
        </LogoLink>
        <Spacer />
        {showDownload ? (
          <DownloadSlot>
            <IconButton size="sm" aria-label={t('common.download')} onClick={openDownloadPopup}>
              <DownloadIcon />
            </IconButton>
          </DownloadSlot>
        ) : null}
        {loggedIn ? (
          <HeaderMemberSlot />
        ) : (
          <>
            <AuthLink to={sitePaths.login}>{t('common.login')}</AuthLink>
            <AuthLink to={sitePaths.register} $primary>
              {t('common.register')}
            </AuthLink>
          </>
        )}
        {languageSwitcher}
        <MenuSlot>
          <IconButton size="sm" aria-label={t('common.menu')} aria-haspopup="dialog" onClick={openSideMenu}>
            <MenuIcon />
          </IconButton>
        </MenuSlot>
      </Bar>
    );
  }

  return (
    <Bar>
      <Side>
        {left === 'back' ? (
          <IconButton aria-label={t('common.back')} onClick={goBack}>
            <BackIcon />
          </IconButton>
        ) : null}
      </Side>
      <Title>{title}</Title>
      <Side />
    </Bar>
  );
}
