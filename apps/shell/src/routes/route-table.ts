import { matchPath } from 'react-router-dom';
import type { ScreenKind } from './screen-record';

export type { ScreenKind };

export interface RouteEntry {
  path: string;
  /** Other paths showing the same screen (no redirect: the address stays as typed). */
  aliases?: readonly string[];
  /** i18n key of the page title (header and document title). */
  titleKey: string;
  screen: ScreenKind;
  /** Category pages: the game category they show (LIVE, RNG, …, HOT). */
  category?: string;
  /** 'agent': a screen of the agent area, shown only to logged-in agents (everyone else goes to /m/home). */
  audience?: 'agent';
}

const categoryPage = (path: string, title: string, category: string): RouteEntry => ({ path, titleKey: `titles.${title}`, screen: 'category', category });


/**
 * Every route of the spec: visitor-session-games §2 route table and member-agent-platform §2
 * (member centre, agent area, contract routes). Unknown paths fall back to /m/home (router).
 */
export const routeTable: readonly RouteEntry[] = [
  // Home family. '/m' also matches '/m/'; /m/games counts as home for header and banner.
  { path: '/m/home', aliases: ['/', '/m', '/m/index', '/m/index.html', '/m/games'], titleKey: 'titles.home', screen: 'home' },
  // Session and account
  { path: '/m/login', titleKey: 'titles.login', screen: 'loginRegister' },
  { path: '/m/register', aliases: ['/m/register.html'], titleKey: 'titles.register', screen: 'loginRegister' },
  { path: '/m/forget', titleKey: 'titles.forget', screen: 'forget' },
  { path: '/m/trail', titleKey: 'titles.trail', screen: 'trial' },
  { path: '/m/changePsw', titleKey: 'titles.changePsw', screen: 'changePassword' },
  { path: '/m/set', titleKey: 'titles.set', screen: 'settings' },
  // Content
  { path: '/m/activity', titleKey: 'titles.activity', screen: 'activity' },
  { path: '/m/notice', titleKey: 'titles.notice', screen: 'notice' },
  { path: '/m/member/notice', titleKey: 'titles.memberNotice', screen: 'notice' },
  { path: '/m/message', aliases: ['/m/messages'], titleKey: 'titles.message', screen: 'messageCentre' },
  { path: '/m/webEmail', titleKey: 'titles.webEmail', screen: 'inbox' },
  { path: '/m/help', titleKey: 'titles.help', screen: 'help' },
  { path: '/m/feedback', titleKey: 'titles.feedback', screen: 'feedback' },
  { path: '/m/app', titleKey: 'titles.app', screen: 'appDownload' },
  { path: '/m/task', titleKey: 'titles.task', screen: 'task' },
  // Games
  { path: '/m/gameList', titleKey: 'titles.gameList', screen: 'gameList' },
  { path: '/m/game', titleKey: 'titles.game', screen: 'gameCentre' },
  { path: '/m/gameCenter', titleKey: 'titles.gameCenter', screen: 'gameCentre' },
  { path: '/m/slotsCenter', titleKey: 'titles.slotsCenter', screen: 'slotsCentre' },
  { path: '/m/lottery', titleKey: 'titles.lottery', screen: 'lotteryList' },
  { path: '/m/launchGame', titleKey: 'titles.launchGame', screen: 'launchGame' },
  { path: '/m/lotto-h5/:mui/:playType/games/:gameId', titleKey: 'titles.lottoPlay', screen: 'lotteryPlay' },
  { path: '/m/startLottery', titleKey: 'titles.startLottery', screen: 'startLottery' },
  categoryPage('/m/live', 'live', 'LIVE'),
  categoryPage('/m/rng', 'rng', 'RNG'),
  categoryPage('/m/sports', 'sports', 'SPORTS'),
  categoryPage('/m/esports', 'esports', 'ESPORTS'),
  categoryPage('/m/fish', 'fish', 'FISH'),
  categoryPage('/m/pvp', 'pvp', 'PVP'),
  categoryPage('/m/lott', 'lott', 'LOTT'),
  categoryPage('/m/elott', 'elott', 'ELOTT'),
  categoryPage('/m/hot', 'hot', 'HOT'),
  // Wallet and member centre
  { path: '/m/voucherCenter', titleKey: 'titles.voucherCenter', screen: 'deposit' },
  { path: '/m/withdraw', titleKey: 'titles.withdraw', screen: 'withdraw' },
  { path: '/m/mine', aliases: ['/m/member/home'], titleKey: 'titles.mine', screen: 'memberCentre' },
  { path: '/m/member/benefits', titleKey: 'titles.benefits', screen: 'benefits' },
  { path: '/m/rewardCenter', titleKey: 'titles.rewardCenter', screen: 'rewardCentre' },
  { path: '/m/leaderBoard', titleKey: 'titles.leaderBoard', screen: 'missions' },
  { path: '/m/inviteFriends', titleKey: 'titles.inviteFriends', screen: 'inviteFriends' },
  { path: '/m/securityCenter', titleKey: 'titles.securityCenter', screen: 'securityCentre' },
  { path: '/m/accountActivity', titleKey: 'titles.accountActivity', screen: 'accountActivity' },
  { path: '/m/responsibleGaming', titleKey: 'titles.responsibleGaming', screen: 'responsibleGaming' },
  { path: '/m/vouReport', titleKey: 'titles.vouReport', screen: 'depositRecords' },
  { path: '/m/withdrawReport', titleKey: 'titles.withdrawReport', screen: 'withdrawRecords' },
  { path: '/m/transaction/record', titleKey: 'titles.transactionRecord', screen: 'transactionRecord' },
  { path: '/m/gameRecord', titleKey: 'titles.gameRecord', screen: 'betRecord' },
  { path: '/m/profitandloss', titleKey: 'titles.profitAndLoss', screen: 'profitLoss' },
  { path: '/m/upLine/transfer', titleKey: 'titles.upLineTransfer', screen: 'uplineTransfer' },
  { path: '/m/member/manualRebate', titleKey: 'titles.manualRebate', screen: 'manualRebate' },
  { path: '/m/member/rebateReport', titleKey: 'titles.rebateReport', screen: 'rebateReport' },
  // Agent area: only logged-in agents (the screens send anyone else to /m/home)
  { path: '/m/agent', titleKey: 'titles.agent', screen: 'agentHome', audience: 'agent' },
  { path: '/m/agent/team/overview', titleKey: 'titles.teamOverview', screen: 'teamOverview', audience: 'agent' },
  { path: '/m/agent/team/pnl', titleKey: 'titles.teamPnl', screen: 'teamPnl', audience: 'agent' },
  { path: '/m/agent/affiliateLinks', titleKey: 'titles.affiliateLinks', screen: 'affiliateLinks', audience: 'agent' },
  { path: '/m/member/team', titleKey: 'titles.team', screen: 'team', audience: 'agent' },
  { path: '/m/redRain', titleKey: 'titles.redRain', screen: 'redRain', audience: 'agent' },
  { path: '/m/teamBetting', titleKey: 'titles.teamBetting', screen: 'teamBetting', audience: 'agent' },
  { path: '/m/member/agent/agentRebeat', titleKey: 'titles.agentRebate', screen: 'agentRebate', audience: 'agent' },
  { path: '/m/member/teamRebate', titleKey: 'titles.teamRebate', screen: 'teamRebate', audience: 'agent' },
  { path: '/m/agentRegister', titleKey: 'titles.agentRegister', screen: 'agentRegister', audience: 'agent' },
  { path: '/m/member/agent/agentDivident', titleKey: 'titles.agentDividend', screen: 'dividend', audience: 'agent' },
  // Contract routes
  { path: '/m/member/agent/getSalaryContract', titleKey: 'titles.salaryContract', screen: 'salaryContract', audience: 'agent' },
  { path: '/m/member/agent/getDevidendContract', titleKey: 'titles.dividendContract', screen: 'dividendContract', audience: 'agent' },
  { path: '/m/member/agent/getHourContract', titleKey: 'titles.hourContract', screen: 'hourContract', audience: 'agent' },
];

/** Where unknown paths go (replace, so Back does not return to the bad address). */
export const fallbackPath = '/m/home';

/** The route entry of a path (its own path or an alias), or undefined for unknown paths. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) =>
    [entry.path, ...(entry.aliases ?? [])].some((p) => matchPath({ path: p, end: true, caseSensitive: true }, pathname)),
  );
}
