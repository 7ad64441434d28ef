import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import {
  loadChangePasswordScreen,
  loadForgetScreen,
  loadLoginRegisterScreen,
  loadSettingsScreen,
  loadTrialScreen,
  SessionExpiryWatcher,
} from '@wl/session';
import {
  loadAffiliateLinksScreen,
  loadAgentHomeScreen,
  loadAgentRebateScreen,
  loadAgentRegisterScreen,
  loadContractScreen,
  loadDividendScreen,
  loadRedRainScreen,
  loadTeamBettingScreen,
  loadTeamOverviewScreen,
  loadTeamPnlScreen,
  loadTeamRebateScreen,
  loadTeamScreen,
} from '@wl/agent';
import { AppLayout, type LayoutPieces } from '../layout/app-layout';
import { useUiStore } from '../state/ui-store';
import { lazyScreen } from './lazy-screen';
import { fallbackPath, routeTable, type RouteEntry } from './route-table';

const HomeScreen = lazyScreen(() => import('../screens/home/home-screen'));
const ComingSoonScreen = lazyScreen(() => import('../screens/coming-soon/coming-soon-screen'));
const LoginRegisterScreen = lazyScreen(loadLoginRegisterScreen);
const TrialScreen = lazyScreen(loadTrialScreen);
const SettingsScreen = lazyScreen(loadSettingsScreen);
const ChangePasswordScreen = lazyScreen(loadChangePasswordScreen);
const ForgetScreen = lazyScreen(loadForgetScreen);
const AgentHomeScreen = lazyScreen(loadAgentHomeScreen);
const TeamOverviewScreen = lazyScreen(loadTeamOverviewScreen);
const TeamPnlScreen = lazyScreen(loadTeamPnlScreen);
const TeamScreen = lazyScreen(loadTeamScreen);
const RedRainScreen = lazyScreen(loadRedRainScreen);
const TeamBettingScreen = lazyScreen(loadTeamBettingScreen);
const AgentRebateScreen = lazyScreen(loadAgentRebateScreen);
const TeamRebateScreen = lazyScreen(loadTeamRebateScreen);
const AgentRegisterScreen = lazyScreen(loadAgentRegisterScreen);
const AffiliateLinksScreen = lazyScreen(loadAffiliateLinksScreen);
const DividendScreen = lazyScreen(loadDividendScreen);
const ContractScreen = lazyScreen(loadContractScreen);

/** The agent home opens customer service through the shell's service modal. */
function AgentHome() {
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  return <AgentHomeScreen onOpenService={openServiceModal} />;
}

function screenFor(entry: RouteEntry, pieces?: LayoutPieces) {
  switch (entry.screen) {
    case 'home':
      return <HomeScreen />;
    case 'loginRegister':
      return <LoginRegisterScreen languageSwitcher={pieces?.languageSwitcher} />;
    case 'trial':
      return <TrialScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'changePassword':
      return <ChangePasswordScreen />;
    case 'forget':
      return <ForgetScreen />;
    case 'agentHome':
      return <AgentHome />;
    case 'teamOverview':
      return <TeamOverviewScreen />;
    case 'teamPnl':
      return <TeamPnlScreen />;
    case 'team':
      return <TeamScreen />;
    case 'redRain':
      return <RedRainScreen />;
    case 'teamBetting':
      return <TeamBettingScreen />;
    case 'agentRebate':
      return <AgentRebateScreen />;
    case 'teamRebate':
      return <TeamRebateScreen />;
    case 'agentRegister':
      return <AgentRegisterScreen />;
    case 'affiliateLinks':
      return <AffiliateLinksScreen />;
    case 'dividend':
      return <DividendScreen />;
    case 'salaryContract':
      return <ContractScreen kind="daily_salary" />;
    case 'dividendContract':
      return <ContractScreen kind="dividend" />;
    case 'hourContract':
      return <ContractScreen kind="hourly_salary" />;
    default:
      return <ComingSoonScreen titleKey={entry.titleKey} />;
  }
}

/** Route objects of the whole site: every entry and alias inside the layout; unknown paths → home. */
export function createRoutes(pieces?: LayoutPieces): RouteObject[] {
  const children: RouteObject[] = routeTable.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, caseSensitive: true, element: screenFor(entry, pieces) })),
  );
  children.push({ path: '*', element: <Navigate to={fallbackPath} replace /> });
  return [{ element: <AppLayout pieces={pieces} />, children }];
}

/**
 * The site's routes, rendered inside a BrowserRouter (or a MemoryRouter in tests), with the watcher
 * that sends a member whose session ended on the server to /m/login. Declarative
 * mode keeps the data-router code (loaders, actions, fetchers) out of the entry chunk.
 */
export function AppRoutes({ pieces }: { pieces?: LayoutPieces }) {
  const routes = useMemo(() => createRoutes(pieces), [pieces]);
  const element = useRoutes(routes);
  return (
    <>
      {element}
      <SessionExpiryWatcher />
    </>
  );
}
