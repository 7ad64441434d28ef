import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { sitePaths, useBrand } from '@wl/brand';
import {
  memberInfoQueryOptions,
  useAffiliateAction,
  useApiClient,
  useFlags,
  useRealMemberGuard,
  useSessionRenew,
  useSystemStatus,
} from '@wl/session';
import { Badge, Card } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import {
  BackIcon,
  ChevronIcon,
  CrownIcon,
  DepositIcon,
  DownloadIcon,
  InviteIcon,
  SettingsIcon,
  ShieldIcon,
  WithdrawIcon,
} from '../money-shared/icons';
import { promoOf, usePromoSummary } from '../money-shared/promo-summary';
import { useMemberSession } from '../money-shared/use-member-session';
import { LoginPopup, TrialPrompt } from './parts/prompts';
import { UserBlock } from './parts/user-block';
import { entryTap, memberCentreEntries } from './rules/entries';
import type { MemberCentreEntry } from './rules/entries';
import { memberCentreLayout, memberCentreShortcuts } from './rules/shortcuts';
import type { Shortcut, ShortcutId } from './rules/shortcuts';

type Layout = 'new' | 'base';

const Screen = styled.section<{ $layout: Layout }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0 12px 16px;
  ${({ $layout }) =>
    $layout === 'new' &&
    css`
      background: linear-gradient(${tokens.color.header} 0, ${tokens.color.header} 120px, transparent 120px);
    `}
`;

const Bar = styled.div<{ $layout: Layout }>`
  display: flex;
  align-items: center;
  gap: 4px;
  height: 48px;
  margin: 0 -12px;
  padding: 0 4px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 600;
  text-align: center;
`;

const BarLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: inherit;
  font-size: 1.25rem;
`;

const PromptActions = styled.div`
  display: flex;
  gap: 12px;
`;

const PromptLink = styled(Link)<{ $primary?: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border: 1px solid ${tokens.color.primary};
  border-radius: ${tokens.radius};
  background: ${({ $primary }) => ($primary ? tokens.color.primary : 'transparent')};
  color: ${({ $primary }) => ($primary ? tokens.color.onPrimary : tokens.color.primary)};
  font-weight: 600;
  text-decoration: none;
`;

const ShortcutGrid = styled.ul<{ $layout: Layout }>`
  display: grid;
  grid-template-columns: repeat(${({ $layout }) => ($layout === 'new' ? 3 : 6)}, 1fr);
  gap: 8px;
  margin: 0;
  padding: 12px 8px;
  list-style: none;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

const shortcutItem = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  font-size: 0.75rem;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  & svg {
    width: 26px;
    height: 26px;
    color: ${tokens.color.primary};
  }
`;

const ShortcutLink = styled(Link)`
  ${shortcutItem}
`;
const ShortcutButton = styled.button`
  ${shortcutItem}
`;

const List = styled.ul<{ $layout: Layout }>`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  ${({ $layout }) =>
    $layout === 'new' &&
    css`
      display: grid;
      grid-template-columns: 1fr 1fr;
      background: none;
      gap: 8px;
    `}
`;

const EntryLink = styled(Link)<{ $layout: Layout }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 52px;
  padding: 0 16px;
  color: ${tokens.color.text};
  text-decoration: none;
  ${({ $layout }) =>
    $layout === 'new'
      ? css`
          border-radius: ${tokens.radius};
          background: ${tokens.color.surface};
        `
      : css`
          border-bottom: 1px solid ${tokens.color.border};
        `}

  & svg {
    color: ${tokens.color.textMuted};
  }
`;

const shortcutIcons: Record<ShortcutId, () => ReactNode> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  invite: InviteIcon,
  security: ShieldIcon,
  benefits: CrownIcon,
  download: DownloadIcon,
};

export interface MemberCentreScreenProps {
  /** Opens the shell's download-app popup (the download shortcut). */
  onOpenDownload?: () => void;
}

/**
 * /m/mine and /m/member/home (member-agent-platform §2): back to /m/home and the settings button; a
 * login or register prompt when logged out, else the user block; the shortcuts; the list entries of
 * the spec's table. Logged out, protected entries open the login popup; trial users get the
 * free_reject prompt. The "new" layout (mobile template mem_cen '1') puts the user block on the
 * header colour and arranges shortcuts and entries as tiles.
 */
export default function MemberCentreScreen({ onOpenDownload }: MemberCentreScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const flags = useFlags();
  const client = useApiClient();
  const { status } = useSystemStatus();
  const session = useMemberSession();
  const realMemberOnly = useRealMemberGuard();
  const layout = memberCentreLayout(status?.info.mobileTemplate.mem_cen);
  const summary = usePromoSummary();
  const info = useQuery({ ...memberInfoQueryOptions(client, session.token ?? ''), enabled: session.loggedIn });
  const [loginOpen, setLoginOpen] = useState(false);
  const [trialOpen, setTrialOpen] = useState(session.trial);
  // The affiliate action of the invite shortcut: one rule and one agent modal with the side menu's.
  const affiliate = useAffiliateAction();
  useSessionRenew();

  const referral = promoOf(summary.data, 'REFERRAL', brand.promotions.REFERRAL);
  const mission = promoOf(summary.data, 'MISSION', brand.promotions.MISSION);
  const entries = memberCentreEntries({
    loggedIn: session.loggedIn,
    type: session.type,
    toUpline: info.data?.toUpline ?? false,
    flags,
    mission: mission.enabled,
    counts: { unclaimed: summary.data?.unclaimedCount ?? 0, missions: mission.count },
  });
  const shortcuts = memberCentreShortcuts({ referral: referral.enabled });

  /** A protected target: logged out it opens the login popup instead of navigating. */
  const guard = (event: MouseEvent) => {
    if (entryTap(session.loggedIn) === 'loginPopup') {
      event.preventDefault();
      setLoginOpen(true);
      return false;
    }
    return true;
  };

  const onShortcut = (shortcut: Shortcut, event: MouseEvent) => {
    if (shortcut.protected && !guard(event)) return;
    if (shortcut.id === 'deposit') realMemberOnly(event);
    if (shortcut.id === 'invite') {
      event.preventDefault();
      affiliate.run();
    }
  };

  const badge = (entry: MemberCentreEntry) =>
    entry.badge ? (
      <Badge
        count={entry.badge}
        label={t(entry.id === 'rewardCenter' ? 'nav.unclaimedPromos' : 'member.centre.missionCount', {
          count: entry.badge,
        })}
      />
    ) : null;

  return (
    <Screen $layout={layout} data-layout={layout} aria-labelledby="member-centre-title">
      <Bar $layout={layout}>
        <BarLink to={sitePaths.home} aria-label={t('common.back')}>
          <BackIcon />
        </BarLink>
        <Title id="member-centre-title">{t('titles.mine')}</Title>
        <BarLink to={sitePaths.settings} aria-label={t('titles.set')}>
          <SettingsIcon />
        </BarLink>
      </Bar>

      {session.loggedIn && session.token && session.info ? (
        <UserBlock
          token={session.token}
          userName={session.info.userName}
          hero={layout === 'new'}
          realMember={session.realMember}
        />
      ) : (
        <Card role="region" aria-label={t('member.centre.loginTitle')}>
          <span>{t('member.centre.loginPrompt')}</span>
          <PromptActions>
            <PromptLink to={sitePaths.login} $primary>
              {t('common.login')}
            </PromptLink>
            <PromptLink to={sitePaths.register}>{t('common.register')}</PromptLink>
          </PromptActions>
        </Card>
      )}

      <nav aria-label={t('member.centre.shortcuts')}>
        <ShortcutGrid $layout={layout}>
          {shortcuts.map((shortcut) => {
            const Icon = shortcutIcons[shortcut.id];
            const label = t(shortcut.labelKey);
            return (
              <li key={shortcut.id}>
                {shortcut.route ? (
                  <ShortcutLink to={shortcut.route} onClick={(e) => onShortcut(shortcut, e)}>
                    <Icon />
                    <span>{label}</span>
                  </ShortcutLink>
                ) : (
                  <ShortcutButton type="button" aria-haspopup="dialog" onClick={() => onOpenDownload?.()}>
                    <Icon />
                    <span>{label}</span>
                  </ShortcutButton>
                )}
              </li>
            );
          })}
        </ShortcutGrid>
      </nav>

      <nav aria-label={t('member.centre.entries')}>
        <List $layout={layout}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryLink $layout={layout} to={entry.route} onClick={(e) => guard(e)}>
                <span>{t(entry.labelKey)}</span>
                <span>
                  {badge(entry)}
                  <ChevronIcon />
                </span>
              </EntryLink>
            </li>
          ))}
        </List>
      </nav>

      <LoginPopup open={loginOpen} onClose={() => setLoginOpen(false)} />
      <TrialPrompt open={trialOpen && session.trial} onClose={() => setTrialOpen(false)} />
      {affiliate.element}
    </Screen>
  );
}
