import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { maskBalance, useTranslation } from '@wl/i18n';
import { HideBalanceButton, useFlags, useHiddenBalance, useIsLoggedIn, walletBalanceQueryOptions } from '@wl/session';
import { Badge, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { contractInfoOptions, inboxUnreadOptions, kpiAOptions, noticeUnreadOptions } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { agentFooterEntries, agentGridEntries } from './agent-grid';
import type { GridEntry } from './agent-grid';
import { greetingFor, greetingKey } from './greeting';
import { localHour } from '../agent-shared/report-dates';
import { isHeaderStuck, stickyThresholdPx } from './sticky-header';
import { GridIcon } from './grid-icons';

import { sitePaths } from '@wl/brand';
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding-bottom: calc(64px + env(safe-area-inset-bottom));
  background: ${tokens.color.bg};
`;

const Head = styled.header<{ $stuck: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 16px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
  box-shadow: ${({ $stuck }) => ($stuck ? `0 2px 8px ${tokens.color.overlay}` : 'none')};
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`;

const Name = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 12px;
`;

const Panel = styled.section`
  padding: 14px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

/** Balance and its buttons side by side; on a narrow phone (or a long amount) the buttons move below. */
const BalanceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  & > div:first-child {
    min-width: 0;
  }
`;

const BalanceLine = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const BalanceValue = styled.p`
  margin: 4px 0 0;
  font-size: 1.375rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${tokens.color.primary};
  border-radius: ${tokens.radius};
  background: ${({ $primary }) => ($primary ? tokens.color.primary : tokens.color.surface)};
  color: ${({ $primary }) => ($primary ? tokens.color.onPrimary : tokens.color.text)};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  max-width: 100%;
  margin-left: auto;
`;

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 6px;
  text-align: center;
`;

const Counter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 4px;

  & strong {
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
  }
  & span {
    color: ${tokens.color.textMuted};
    font-size: 0.75rem;
    line-height: 1.2;
  }
`;

const PanelTitle = styled.h2`
  margin: 0 0 10px;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 14px 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A small centred label in a narrow cell (four grid tiles, or the footer links, share a 360 px phone): a long word
 * breaks (hyphenated where the language allows) instead of overflowing.
 */
const narrowLabel = css`
  font-size: 0.75rem;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  hyphens: auto;
  overflow-wrap: anywhere;
`;

const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 4px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  ${narrowLabel}
  cursor: pointer;
`;

const TileLink = styled(Link)`
  ${tile}
`;
const TileButton = styled.button`
  ${tile}
`;

const TileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};

  & svg {
    width: 22px;
    height: 22px;
  }
`;

const Footer = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 100;
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};

  & ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    flex: 1 1 0;
    min-width: 0;
  }
  /* Side padding leaves room for the unread badge, which sits half outside its label. */
  & a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-height: 56px;
    padding: 4px 10px;
    color: ${tokens.color.textMuted};
    ${narrowLabel}
  }
`;

export interface AgentHomeScreenProps {
  /** Opens customer service (the shell's service modal): the grid's online service entry. */
  onOpenService?: () => void;
}

/** Is the download bar on the page (the shell marks it)? It moves the sticky threshold. */
function downloadBarShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-download-bar]') !== null;
}

function useStuckHeader(): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const onScroll = () => setStuck(isHeaderStuck(window.scrollY, stickyThresholdPx(rootPx, downloadBarShown())));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}

function AgentHome({ onOpenService }: AgentHomeScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const flags = useFlags();
  const { client, token, userName, merchantCode, timeZone, today, money } = useAgentSession();
  const stuck = useStuckHeader();
  const balance = useQuery(walletBalanceQueryOptions(client, token));
  // The remembered hide-balance choice, the same as the home header's and the member centre's.
  const { hidden } = useHiddenBalance();
  const kpi = useQuery(kpiAOptions(client, token, { startDate: today, endDate: today, size: 0 }));
  const info = useQuery(contractInfoOptions(client, token));
  const inbox = useQuery({ ...inboxUnreadOptions(client, token), enabled: flags.MAILCEN });
  const notices = useQuery(noticeUnreadOptions(client, token, merchantCode));
  const greeting = greetingFor(localHour(Date.now(), timeZone));

  /** Navigation from the agent home does nothing without a session. */
  const go = (to: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!loggedIn) return;
    navigate(to);
  };

  const footer = kpi.data?.footer;
  const counters = [
    { key: 'loggedIn', value: footer?.teamLoginMemberCount },
    { key: 'betting', value: footer?.teamBetMemberCount },
    { key: 'registered', value: footer?.teamRegisterMemberCount },
    { key: 'online', value: footer?.teamOnlineCount },
  ];
  const unreadMessages = inbox.data ?? 0;
  const unreadNotices = notices.data?.footer.unreadCount ?? 0;

  const tile = (entry: GridEntry) => {
    const label = t(entry.labelKey);
    const icon = (
      <TileIcon aria-hidden="true">
        <GridIcon id={entry.id} />
      </TileIcon>
    );
    if (entry.kind === 'service') {
      return (
        <TileButton type="button" aria-haspopup="dialog" onClick={() => loggedIn && onOpenService?.()}>
          {icon}
          {label}
        </TileButton>
      );
    }
    const badge = entry.badge === 'messages' && unreadMessages > 0;
    return (
      <TileLink
        to={entry.to}
        onClick={go(entry.to)}
        aria-label={badge ? `${label}, ${t('agent.home.unread', { count: unreadMessages })}` : undefined}
      >
        {badge ? (
          <Badge count={unreadMessages} label={t('agent.home.unread', { count: unreadMessages })}>
            {icon}
          </Badge>
        ) : (
          icon
        )}
        {label}
      </TileLink>
    );
  };

  return (
    <Screen>
      <Head $stuck={stuck} data-stuck={stuck || undefined}>
        <Greeting>{t(greetingKey(greeting))}</Greeting>
        <Name>{userName}</Name>
      </Head>
      <Body>
        <Panel aria-labelledby="agent-balance-label">
          <BalanceRow>
            <div>
              <Muted id="agent-balance-label">{t('agent.home.totalBalance')}</Muted>
              <BalanceLine>
                <BalanceValue role="status" aria-labelledby="agent-balance-label">
                  {hidden ? maskBalance() : balance.data ? money(balance.data.sumBalance) : <Skeleton width="8em" />}
                </BalanceValue>
                <HideBalanceButton />
              </BalanceLine>
            </div>
            <ButtonRow>
              <ButtonLink to={sitePaths.withdraw} onClick={go(sitePaths.withdraw)}>
                {t('agent.home.withdraw')}
              </ButtonLink>
              <ButtonLink to={sitePaths.deposit} onClick={go(sitePaths.deposit)} $primary>
                {t('agent.home.deposit')}
              </ButtonLink>
            </ButtonRow>
          </BalanceRow>
        </Panel>
        <Panel aria-labelledby="agent-counters-title">
          <PanelTitle id="agent-counters-title">{t('agent.home.counters.title')}</PanelTitle>
          <Counters>
            {counters.map((c) => (
              <Counter key={c.key} role="group" aria-label={t(`agent.home.counters.${c.key}`)}>
                <span>{t(`agent.home.counters.${c.key}`)}</span>
                <strong>{c.value ?? (kpi.isError ? '–' : <Skeleton width="2em" />)}</strong>
              </Counter>
            ))}
          </Counters>
        </Panel>
        <Panel>
          <nav aria-label={t('agent.grid.label')}>
            <Grid>
              {agentGridEntries(flags).map((entry) => (
                <li key={entry.id}>{tile(entry)}</li>
              ))}
            </Grid>
          </nav>
        </Panel>
      </Body>
      <Footer aria-label={t('agent.footer.label')}>
        <ul>
          {agentFooterEntries({ dividendEnabled: info.data?.dividendEnabled ?? false }).map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.to}
                onClick={go(entry.to)}
                aria-label={
                  entry.id === 'announcements' && unreadNotices > 0
                    ? `${t(entry.labelKey)}, ${t('agent.home.unread', { count: unreadNotices })}`
                    : undefined
                }
              >
                {entry.id === 'announcements' && unreadNotices > 0 ? (
                  <Badge count={unreadNotices} label={t('agent.home.unread', { count: unreadNotices })}>
                    {t(entry.labelKey)}
                  </Badge>
                ) : (
                  t(entry.labelKey)
                )}
              </Link>
            </li>
          ))}
        </ul>
      </Footer>
    </Screen>
  );
}

/** /m/agent: the agent home (member-agent-platform §2 "Agent home"). */
export default function AgentHomeScreen(props: AgentHomeScreenProps) {
  return (
    <AgentGate>
      <AgentHome {...props} />
    </AgentGate>
  );
}
