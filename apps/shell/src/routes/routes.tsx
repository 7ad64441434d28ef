import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import {
  loadChangePasswordScreen,
  loadForgetScreen,
  loadLoginRegisterScreen,
  loadSettingsScreen,
  loadTrialScreen,
  PasswordChangeWatcher,
  SessionExpiryWatcher,
} from '@wl/session';
import {
  loadFeedbackScreen,
  loadHelpScreen,
  loadInboxScreen,
  loadMessageCentreScreen,
  loadNoticeScreen,
  loadPromotionsScreen,
  loadBenefitsScreen,
  loadAccountActivityScreen,
  loadBetRecordScreen,
  loadDepositRecordsScreen,
  loadDepositScreen,
  loadInviteScreen,
  loadManualRebateScreen,
  loadMemberCentreScreen,
  loadMissionsScreen,
  loadProfitLossScreen,
  loadRebateReportScreen,
  loadRewardCentreScreen,
  loadResponsibleGamingScreen,
  loadSecurityCentreScreen,
  loadTransactionRecordScreen,
  loadUplineTransferScreen,
  loadWithdrawRecordsScreen,
  loadWithdrawScreen,
} from '@wl/member';
import {
  loadCategoryScreen,
  loadGameCentreScreen,
  loadGameListScreen,
  loadLaunchGameScreen,
  loadLotteryListScreen,
  loadLotteryPlayScreen,
  loadTaskScreen,
} from '@wl/games';
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
import { useBackNavigation } from '../layout/use-back-navigation';
import { useUiStore } from '../state/ui-store';
import { LoginGameIcons } from './game-slots';
import { lazyScreen } from './lazy-screen';
import { fallbackPath, routeTable, type RouteEntry } from './route-table';

const HomeScreen = lazyScreen(() => import('../screens/home/home-screen'));
// The login screen and its banner wiring load side by side.
const LoginRegisterScreen = lazyScreen(() =>
  Promise.all([loadLoginRegisterScreen(), import('../screens/login/login-with-banners')]).then(([screen, wiring]) => ({
    default: wiring.withBanners(screen.default),
  })),
);
const NoticeScreen = lazyScreen(loadNoticeScreen);
const MessageCentreScreen = lazyScreen(loadMessageCentreScreen);
const InboxScreen = lazyScreen(loadInboxScreen);
const FeedbackScreen = lazyScreen(loadFeedbackScreen);
const HelpScreen = lazyScreen(loadHelpScreen);
const PromotionsScreen = lazyScreen(loadPromotionsScreen);

/** /m/login and /m/register with their own back control, following the layout's back targets. */
function LoginRegisterRoute({ pieces }: { pieces?: LayoutPieces }) {
  const goBack = useBackNavigation();
  return <LoginRegisterScreen onBack={goBack} languageSwitcher={pieces?.languageSwitcher} gameIcons={<LoginGameIcons />} />;
}

/** The message centre's affiliate-service entry opens the customer-service modal. */
function MessageCentre() {
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  return <MessageCentreScreen onOpenService={openServiceModal} />;
}
const TrialScreen = lazyScreen(loadTrialScreen);
const SettingsScreen = lazyScreen(loadSettingsScreen);
const ChangePasswordScreen = lazyScreen(loadChangePasswordScreen);
const ForgetScreen = lazyScreen(loadForgetScreen);
const AppScreen = lazyScreen(() => import('../screens/app/app-screen'));
const LotteryListScreen = lazyScreen(loadLotteryListScreen);
const LotteryPlayScreen = lazyScreen(loadLotteryPlayScreen);
const GameListScreen = lazyScreen(loadGameListScreen);
const LaunchGameScreen = lazyScreen(loadLaunchGameScreen);
const GameCentreScreen = lazyScreen(loadGameCentreScreen);
const CategoryScreen = lazyScreen(loadCategoryScreen);
const TaskScreen = lazyScreen(loadTaskScreen);
const MemberCentreScreen = lazyScreen(loadMemberCentreScreen);
const memberScreens = {
  deposit: lazyScreen(loadDepositScreen),
  withdraw: lazyScreen(loadWithdrawScreen),
  depositRecords: lazyScreen(loadDepositRecordsScreen),
  withdrawRecords: lazyScreen(loadWithdrawRecordsScreen),
  transactionRecord: lazyScreen(loadTransactionRecordScreen),
  betRecord: lazyScreen(loadBetRecordScreen),
  profitLoss: lazyScreen(loadProfitLossScreen),
  uplineTransfer: lazyScreen(loadUplineTransferScreen),
  manualRebate: lazyScreen(loadManualRebateScreen),
  rebateReport: lazyScreen(loadRebateReportScreen),
  rewardCentre: lazyScreen(loadRewardCentreScreen),
  missions: lazyScreen(loadMissionsScreen),
  benefits: lazyScreen(loadBenefitsScreen),
  inviteFriends: lazyScreen(loadInviteScreen),
  securityCentre: lazyScreen(loadSecurityCentreScreen),
  accountActivity: lazyScreen(loadAccountActivityScreen),
  responsibleGaming: lazyScreen(loadResponsibleGamingScreen),
} as const;

/** The member centre with the shell's download popup behind its download shortcut. */
function MemberCentreRoute() {
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  return <MemberCentreScreen onOpenDownload={openDownloadPopup} />;
}
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
      return <LoginRegisterRoute pieces={pieces} />;
    case 'trial':
      return <TrialScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'changePassword':
      return <ChangePasswordScreen />;
    case 'forget':
      return <ForgetScreen />;
    case 'activity':
      return <PromotionsScreen />;
    case 'notice':
      return <NoticeScreen />;
    case 'messageCentre':
      return <MessageCentre />;
    case 'inbox':
      return <InboxScreen />;
    case 'help':
      return <HelpScreen />;
    case 'feedback':
      return <FeedbackScreen />;
    case 'appDownload':
      return <AppScreen />;
    case 'lotteryList':
      return <LotteryListScreen />;
    case 'startLottery':
      return <LotteryListScreen ownHeader={false} />;
    case 'lotteryPlay':
      return <LotteryPlayScreen />;
    case 'gameList':
      return <GameListScreen />;
    case 'launchGame':
      return <LaunchGameScreen />;
    case 'gameCentre':
      return <GameCentreScreen variant="lobby" />;
    case 'slotsCentre':
      return <GameCentreScreen variant="slots" />;
    case 'category':
      return <CategoryScreen category={entry.category ?? 'HOT'} />;
    case 'task':
      return <TaskScreen />;
    case 'memberCentre':
      return <MemberCentreRoute />;
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
    default: {
      const Screen = memberScreens[entry.screen];
      return <Screen />;
    }
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
 * The site's routes, rendered inside a BrowserRouter (or a MemoryRouter in tests), with the watchers
 * that send a member whose session ended on the server to /m/login, and one whose password change the
 * platform asks for to /m/changePsw. Declarative
 * mode keeps the data-router code (loaders, actions, fetchers) out of the entry chunk.
 */
export function AppRoutes({ pieces }: { pieces?: LayoutPieces }) {
  const routes = useMemo(() => createRoutes(pieces), [pieces]);
  const element = useRoutes(routes);
  return (
    <>
      {element}
      <SessionExpiryWatcher />
      <PasswordChangeWatcher />
    </>
  );
}
