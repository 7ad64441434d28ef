import type { ComponentType, ReactElement } from 'react';
import {
  loadChangePasswordScreen,
  loadForgetScreen,
  loadLoginRegisterScreen,
  loadSettingsScreen,
  loadTrialScreen,
} from '@wl/account';
import {
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
  loadFeedbackScreen,
  loadHelpScreen,
  loadInboxScreen,
  loadMessageCentreScreen,
  loadNoticeScreen,
  loadPromotionsScreen,
} from '@wl/content';
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
import type { LayoutPieces } from '../layout/app-layout';
import { useBackNavigation } from '../layout/use-back-navigation';
import { useUiStore } from '../state/ui-store';
import { LoginGameIcons } from './game-slots';
import { lazyScreen, type ScreenLoader } from './lazy-screen';

/** What a route entry hands its screen: the category of category pages, the layout's pieces. */
export interface ScreenContext {
  category?: string;
  pieces?: LayoutPieces;
}

type ScreenRender = (context: ScreenContext) => ReactElement;

/** A screen without props, loaded on demand (its own chunk, with the loader and retry of lazyScreen). */
function plain(load: ScreenLoader<object>): ScreenRender {
  const Screen: ComponentType = lazyScreen(load);
  return () => <Screen />;
}

// The login screen and its banner wiring load side by side.
const LoginRegisterScreen = lazyScreen(() =>
  Promise.all([loadLoginRegisterScreen(), import('../screens/login/login-with-banners')]).then(([screen, wiring]) => ({
    default: wiring.withBanners(screen.default),
  })),
);
const MessageCentreScreen = lazyScreen(loadMessageCentreScreen);
const LotteryListScreen = lazyScreen(loadLotteryListScreen);
const GameCentreScreen = lazyScreen(loadGameCentreScreen);
const CategoryScreen = lazyScreen(loadCategoryScreen);
const MemberCentreScreen = lazyScreen(loadMemberCentreScreen);
const AgentHomeScreen = lazyScreen(loadAgentHomeScreen);
const ContractScreen = lazyScreen(loadContractScreen);

/** /m/login and /m/register with their own back control, following the layout's back targets. */
function LoginRegisterRoute({ pieces }: { pieces?: LayoutPieces }) {
  const goBack = useBackNavigation();
  return (
    <LoginRegisterScreen onBack={goBack} languageSwitcher={pieces?.languageSwitcher} gameIcons={<LoginGameIcons />} />
  );
}

/** The message centre's affiliate-service entry opens the customer-service modal. */
function MessageCentre() {
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  return <MessageCentreScreen onOpenService={openServiceModal} />;
}

/** The member centre with the shell's download popup behind its download shortcut. */
function MemberCentreRoute() {
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  return <MemberCentreScreen onOpenDownload={openDownloadPopup} />;
}

/** The agent home opens customer service through the shell's service modal. */
function AgentHome() {
  const openServiceModal = useUiStore((s) => s.openServiceModal);
  return <AgentHomeScreen onOpenService={openServiceModal} />;
}

/**
 * Every screen of the site by kind, each loaded on demand. The route table (route-table.ts) names a
 * kind per path, and its type is the keys of this record: a new screen is one line here.
 */
export const screens = {
  home: plain(() => import('../screens/home/home-screen')),
  // Account (libs/account)
  loginRegister: ({ pieces }) => <LoginRegisterRoute pieces={pieces} />,
  trial: plain(loadTrialScreen),
  settings: plain(loadSettingsScreen),
  changePassword: plain(loadChangePasswordScreen),
  forget: plain(loadForgetScreen),
  // Content (libs/content)
  activity: plain(loadPromotionsScreen),
  notice: plain(loadNoticeScreen),
  messageCentre: () => <MessageCentre />,
  inbox: plain(loadInboxScreen),
  help: plain(loadHelpScreen),
  feedback: plain(loadFeedbackScreen),
  appDownload: plain(() => import('../screens/app/app-screen')),
  // Games (libs/games)
  lotteryList: () => <LotteryListScreen />,
  startLottery: () => <LotteryListScreen ownHeader={false} />,
  lotteryPlay: plain(loadLotteryPlayScreen),
  gameList: plain(loadGameListScreen),
  launchGame: plain(loadLaunchGameScreen),
  gameCentre: () => <GameCentreScreen variant="lobby" />,
  slotsCentre: () => <GameCentreScreen variant="slots" />,
  category: ({ category }) => <CategoryScreen category={category ?? 'HOT'} />,
  task: plain(loadTaskScreen),
  // Member centre and money (libs/member)
  memberCentre: () => <MemberCentreRoute />,
  deposit: plain(loadDepositScreen),
  withdraw: plain(loadWithdrawScreen),
  depositRecords: plain(loadDepositRecordsScreen),
  withdrawRecords: plain(loadWithdrawRecordsScreen),
  transactionRecord: plain(loadTransactionRecordScreen),
  betRecord: plain(loadBetRecordScreen),
  profitLoss: plain(loadProfitLossScreen),
  uplineTransfer: plain(loadUplineTransferScreen),
  manualRebate: plain(loadManualRebateScreen),
  rebateReport: plain(loadRebateReportScreen),
  rewardCentre: plain(loadRewardCentreScreen),
  missions: plain(loadMissionsScreen),
  benefits: plain(loadBenefitsScreen),
  inviteFriends: plain(loadInviteScreen),
  securityCentre: plain(loadSecurityCentreScreen),
  accountActivity: plain(loadAccountActivityScreen),
  responsibleGaming: plain(loadResponsibleGamingScreen),
  // Agent area (libs/agent)
  agentHome: () => <AgentHome />,
  teamOverview: plain(loadTeamOverviewScreen),
  teamPnl: plain(loadTeamPnlScreen),
  team: plain(loadTeamScreen),
  redRain: plain(loadRedRainScreen),
  teamBetting: plain(loadTeamBettingScreen),
  agentRebate: plain(loadAgentRebateScreen),
  teamRebate: plain(loadTeamRebateScreen),
  agentRegister: plain(loadAgentRegisterScreen),
  affiliateLinks: plain(loadAffiliateLinksScreen),
  dividend: plain(loadDividendScreen),
  salaryContract: () => <ContractScreen kind="daily_salary" />,
  dividendContract: () => <ContractScreen kind="dividend" />,
  hourContract: () => <ContractScreen kind="hourly_salary" />,
} satisfies Record<string, ScreenRender>;

/** What a route shows: one screen kind per spec screen. */
export type ScreenKind = keyof typeof screens;
