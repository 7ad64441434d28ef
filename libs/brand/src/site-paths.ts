/**
 * The site's paths (visitor-session-games §2 route table, member-agent-platform §2), named once for the
 * shell's route table and every area's links and redirects. Names follow the screen; the values are the
 * spec's addresses (with their historical spellings). Pure data and string building: no React, no I/O.
 */
export const sitePaths = {
  /** The site's base: '/m' and '/m/' show home. */
  root: '/m',
  home: '/m/home',
  // Home aliases
  index: '/m/index',
  indexHtml: '/m/index.html',
  games: '/m/games',
  // Session and account
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  forget: '/m/forget',
  trial: '/m/trail',
  changePassword: '/m/changePsw',
  settings: '/m/set',
  // Content
  activity: '/m/activity',
  notice: '/m/notice',
  memberNotice: '/m/member/notice',
  message: '/m/message',
  messages: '/m/messages',
  inbox: '/m/webEmail',
  help: '/m/help',
  feedback: '/m/feedback',
  appDownload: '/m/app',
  task: '/m/task',
  // Games
  gameList: '/m/gameList',
  game: '/m/game',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  lottery: '/m/lottery',
  launchGame: '/m/launchGame',
  lottoPlay: '/m/lotto-h5/:mui/:playType/games/:gameId',
  startLottery: '/m/startLottery',
  live: '/m/live',
  rng: '/m/rng',
  sports: '/m/sports',
  esports: '/m/esports',
  fish: '/m/fish',
  pvp: '/m/pvp',
  lott: '/m/lott',
  elott: '/m/elott',
  hot: '/m/hot',
  // Wallet and member centre
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  mine: '/m/mine',
  memberHome: '/m/member/home',
  benefits: '/m/member/benefits',
  rewardCenter: '/m/rewardCenter',
  leaderBoard: '/m/leaderBoard',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  accountActivity: '/m/accountActivity',
  responsibleGaming: '/m/responsibleGaming',
  depositRecords: '/m/vouReport',
  withdrawRecords: '/m/withdrawReport',
  transactionRecord: '/m/transaction/record',
  betRecord: '/m/gameRecord',
  profitLoss: '/m/profitandloss',
  uplineTransfer: '/m/upLine/transfer',
  manualRebate: '/m/member/manualRebate',
  rebateReport: '/m/member/rebateReport',
  // Agent area
  agent: '/m/agent',
  teamOverview: '/m/agent/team/overview',
  teamPnl: '/m/agent/team/pnl',
  affiliateLinks: '/m/agent/affiliateLinks',
  team: '/m/member/team',
  redRain: '/m/redRain',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentRegister: '/m/agentRegister',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;

export type SiteRoute = keyof typeof sitePaths;
export type SitePath = (typeof sitePaths)[SiteRoute];

/** A site path with a query: `sitePath('team', { parentId: '7' })` → '/m/member/team?parentId=7'. Empty values are left out. */
export function sitePath(
  route: SiteRoute,
  query?: Readonly<Record<string, string | number | undefined>> | URLSearchParams,
): string {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? sitePaths[route] : `${sitePaths[route]}?${search}`;
}

/** Every lottery play page's path starts so (the page is full screen: decision 0019). */
export const lottoPlayPrefix = '/m/lotto-h5/';

/** The lottery play page of one game: /m/lotto-h5/<mui>/<playType>/games/<gameId>, with an optional query. */
export function lottoPlayPath(
  route: { mui: string; playType: string | number; gameId: string | number },
  query?: URLSearchParams,
): string {
  const path = `${lottoPlayPrefix}${encodeURIComponent(route.mui)}/${route.playType}/games/${route.gameId}`;
  const search = query?.toString() ?? '';
  return search === '' ? path : `${path}?${search}`;
}
