import { matchPath } from 'react-router-dom';

/** What a route shows: the home screen, the account screens, and coming-soon for screens of later work. */
export type ScreenKind =
  | 'home'
  | 'comingSoon'
  | 'loginRegister'
  | 'trial'
  | 'settings'
  | 'changePassword'
  | 'forget'
  // agent area (libs/agent)
  | 'agentHome'
  | 'teamOverview'
  | 'teamPnl'
  | 'team'
  | 'redRain'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'agentRegister'
  | 'affiliateLinks'
  | 'dividend'
  | 'salaryContract'
  | 'dividendContract'
  | 'hourContract';

export interface RouteEntry {
  path: string;
  /** Other paths showing the same screen (no redirect: the address stays as typed). */
  aliases?: readonly string[];
  /** i18n key of the page title (header and document title). */
  titleKey: string;
  screen: ScreenKind;
}

const soon = (path: string, title: string, aliases?: readonly string[]): RouteEntry => ({
  path,
  titleKey: `titles.${title}`,
  screen: 'comingSoon',
  ...(aliases ? { aliases } : {}),
});

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
  soon('/m/activity', 'activity'),
  soon('/m/notice', 'notice'),
  soon('/m/member/notice', 'memberNotice'),
  soon('/m/message', 'message', ['/m/messages']),
  soon('/m/webEmail', 'webEmail'),
  soon('/m/help', 'help'),
  soon('/m/feedback', 'feedback'),
  soon('/m/app', 'app'),
  soon('/m/task', 'task'),
  // Games
  soon('/m/gameList', 'gameList'),
  soon('/m/game', 'game'),
  soon('/m/gameCenter', 'gameCenter'),
  soon('/m/slotsCenter', 'slotsCenter'),
  soon('/m/lottery', 'lottery'),
  soon('/m/launchGame', 'launchGame'),
  soon('/m/lotto-h5/:mui/:playType/games/:gameId', 'lottoPlay'),
  soon('/m/startLottery', 'startLottery'),
  soon('/m/live', 'live'),
  soon('/m/rng', 'rng'),
  soon('/m/sports', 'sports'),
  soon('/m/esports', 'esports'),
  soon('/m/fish', 'fish'),
  soon('/m/pvp', 'pvp'),
  soon('/m/lott', 'lott'),
  soon('/m/elott', 'elott'),
  soon('/m/hot', 'hot'),
  // Wallet and member centre
  soon('/m/voucherCenter', 'voucherCenter'),
  soon('/m/withdraw', 'withdraw'),
  soon('/m/mine', 'mine', ['/m/member/home']),
  soon('/m/member/benefits', 'benefits'),
  soon('/m/rewardCenter', 'rewardCenter'),
  soon('/m/leaderBoard', 'leaderBoard'),
  soon('/m/inviteFriends', 'inviteFriends'),
  soon('/m/securityCenter', 'securityCenter'),
  soon('/m/vouReport', 'vouReport'),
  soon('/m/withdrawReport', 'withdrawReport'),
  soon('/m/transaction/record', 'transactionRecord'),
  soon('/m/gameRecord', 'gameRecord'),
  soon('/m/profitandloss', 'profitAndLoss'),
  soon('/m/upLine/transfer', 'upLineTransfer'),
  soon('/m/member/manualRebate', 'manualRebate'),
  soon('/m/member/rebateReport', 'rebateReport'),
  // Agent area: only logged-in agents (the screens send anyone else to /m/home)
  { path: '/m/agent', titleKey: 'titles.agent', screen: 'agentHome' },
  { path: '/m/agent/team/overview', titleKey: 'titles.teamOverview', screen: 'teamOverview' },
  { path: '/m/agent/team/pnl', titleKey: 'titles.teamPnl', screen: 'teamPnl' },
  { path: '/m/agent/affiliateLinks', titleKey: 'titles.affiliateLinks', screen: 'affiliateLinks' },
  { path: '/m/member/team', titleKey: 'titles.team', screen: 'team' },
  { path: '/m/redRain', titleKey: 'titles.redRain', screen: 'redRain' },
  { path: '/m/teamBetting', titleKey: 'titles.teamBetting', screen: 'teamBetting' },
  { path: '/m/member/agent/agentRebeat', titleKey: 'titles.agentRebate', screen: 'agentRebate' },
  { path: '/m/member/teamRebate', titleKey: 'titles.teamRebate', screen: 'teamRebate' },
  { path: '/m/agentRegister', titleKey: 'titles.agentRegister', screen: 'agentRegister' },
  { path: '/m/member/agent/agentDivident', titleKey: 'titles.agentDividend', screen: 'dividend' },
  // Contract routes
  { path: '/m/member/agent/getSalaryContract', titleKey: 'titles.salaryContract', screen: 'salaryContract' },
  { path: '/m/member/agent/getDevidendContract', titleKey: 'titles.dividendContract', screen: 'dividendContract' },
  { path: '/m/member/agent/getHourContract', titleKey: 'titles.hourContract', screen: 'hourContract' },
];

/** Where unknown paths go (replace, so Back does not return to the bad address). */
export const fallbackPath = '/m/home';

/** The route entry of a path (its own path or an alias), or undefined for unknown paths. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) =>
    [entry.path, ...(entry.aliases ?? [])].some((p) => matchPath({ path: p, end: true, caseSensitive: true }, pathname)),
  );
}
