import { matchPath } from 'react-router-dom';
import { sitePaths } from '@wl/brand';
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

const categoryPage = (path: string, title: string, category: string): RouteEntry => ({
  path,
  titleKey: `titles.${title}`,
  screen: 'category',
  category,
});

/**
 * Every route of the spec: visitor-session-games §2 route table and member-agent-platform §2
 * (member centre, agent area, contract routes). Unknown paths fall back to /m/home (router).
 */
export const routeTable: readonly RouteEntry[] = [
  // Home family. '/m' also matches '/m/'; /m/games counts as home for header and banner.
  {
    path: sitePaths.home,
    aliases: ['/', sitePaths.root, sitePaths.index, sitePaths.indexHtml, sitePaths.games],
    titleKey: 'titles.home',
    screen: 'home',
  },
  // Session and account
  { path: sitePaths.login, titleKey: 'titles.login', screen: 'loginRegister' },
  { path: sitePaths.register, aliases: [sitePaths.registerHtml], titleKey: 'titles.register', screen: 'loginRegister' },
  { path: sitePaths.forget, titleKey: 'titles.forget', screen: 'forget' },
  { path: sitePaths.trial, titleKey: 'titles.trail', screen: 'trial' },
  { path: sitePaths.changePassword, titleKey: 'titles.changePsw', screen: 'changePassword' },
  { path: sitePaths.settings, titleKey: 'titles.set', screen: 'settings' },
  // Content
  { path: sitePaths.activity, titleKey: 'titles.activity', screen: 'activity' },
  { path: sitePaths.notice, titleKey: 'titles.notice', screen: 'notice' },
  { path: sitePaths.memberNotice, titleKey: 'titles.memberNotice', screen: 'notice' },
  { path: sitePaths.message, aliases: [sitePaths.messages], titleKey: 'titles.message', screen: 'messageCentre' },
  { path: sitePaths.inbox, titleKey: 'titles.webEmail', screen: 'inbox' },
  { path: sitePaths.help, titleKey: 'titles.help', screen: 'help' },
  { path: sitePaths.feedback, titleKey: 'titles.feedback', screen: 'feedback' },
  { path: sitePaths.appDownload, titleKey: 'titles.app', screen: 'appDownload' },
  { path: sitePaths.task, titleKey: 'titles.task', screen: 'task' },
  // Games
  { path: sitePaths.gameList, titleKey: 'titles.gameList', screen: 'gameList' },
  { path: sitePaths.game, titleKey: 'titles.game', screen: 'gameCentre' },
  { path: sitePaths.gameCenter, titleKey: 'titles.gameCenter', screen: 'gameCentre' },
  { path: sitePaths.slotsCenter, titleKey: 'titles.slotsCenter', screen: 'slotsCentre' },
  { path: sitePaths.lottery, titleKey: 'titles.lottery', screen: 'lotteryList' },
  { path: sitePaths.launchGame, titleKey: 'titles.launchGame', screen: 'launchGame' },
  { path: sitePaths.lottoPlay, titleKey: 'titles.lottoPlay', screen: 'lotteryPlay' },
  { path: sitePaths.startLottery, titleKey: 'titles.startLottery', screen: 'startLottery' },
  categoryPage(sitePaths.live, 'live', 'LIVE'),
  categoryPage(sitePaths.rng, 'rng', 'RNG'),
  categoryPage(sitePaths.sports, 'sports', 'SPORTS'),
  categoryPage(sitePaths.esports, 'esports', 'ESPORTS'),
  categoryPage(sitePaths.fish, 'fish', 'FISH'),
  categoryPage(sitePaths.pvp, 'pvp', 'PVP'),
  categoryPage(sitePaths.lott, 'lott', 'LOTT'),
  categoryPage(sitePaths.elott, 'elott', 'ELOTT'),
  categoryPage(sitePaths.hot, 'hot', 'HOT'),
  // Wallet and member centre
  { path: sitePaths.deposit, titleKey: 'titles.voucherCenter', screen: 'deposit' },
  { path: sitePaths.withdraw, titleKey: 'titles.withdraw', screen: 'withdraw' },
  { path: sitePaths.mine, aliases: [sitePaths.memberHome], titleKey: 'titles.mine', screen: 'memberCentre' },
  { path: sitePaths.benefits, titleKey: 'titles.benefits', screen: 'benefits' },
  { path: sitePaths.rewardCenter, titleKey: 'titles.rewardCenter', screen: 'rewardCentre' },
  { path: sitePaths.leaderBoard, titleKey: 'titles.leaderBoard', screen: 'missions' },
  { path: sitePaths.inviteFriends, titleKey: 'titles.inviteFriends', screen: 'inviteFriends' },
  { path: sitePaths.securityCenter, titleKey: 'titles.securityCenter', screen: 'securityCentre' },
  { path: sitePaths.accountActivity, titleKey: 'titles.accountActivity', screen: 'accountActivity' },
  { path: sitePaths.responsibleGaming, titleKey: 'titles.responsibleGaming', screen: 'responsibleGaming' },
  { path: sitePaths.depositRecords, titleKey: 'titles.vouReport', screen: 'depositRecords' },
  { path: sitePaths.withdrawRecords, titleKey: 'titles.withdrawReport', screen: 'withdrawRecords' },
  { path: sitePaths.transactionRecord, titleKey: 'titles.transactionRecord', screen: 'transactionRecord' },
  { path: sitePaths.betRecord, titleKey: 'titles.gameRecord', screen: 'betRecord' },
  { path: sitePaths.profitLoss, titleKey: 'titles.profitAndLoss', screen: 'profitLoss' },
  { path: sitePaths.uplineTransfer, titleKey: 'titles.upLineTransfer', screen: 'uplineTransfer' },
  { path: sitePaths.manualRebate, titleKey: 'titles.manualRebate', screen: 'manualRebate' },
  { path: sitePaths.rebateReport, titleKey: 'titles.rebateReport', screen: 'rebateReport' },
  // Agent area: only logged-in agents (the screens send anyone else to /m/home)
  { path: sitePaths.agent, titleKey: 'titles.agent', screen: 'agentHome', audience: 'agent' },
  { path: sitePaths.teamOverview, titleKey: 'titles.teamOverview', screen: 'teamOverview', audience: 'agent' },
  { path: sitePaths.teamPnl, titleKey: 'titles.teamPnl', screen: 'teamPnl', audience: 'agent' },
  { path: sitePaths.affiliateLinks, titleKey: 'titles.affiliateLinks', screen: 'affiliateLinks', audience: 'agent' },
  { path: sitePaths.team, titleKey: 'titles.team', screen: 'team', audience: 'agent' },
  { path: sitePaths.redRain, titleKey: 'titles.redRain', screen: 'redRain', audience: 'agent' },
  { path: sitePaths.teamBetting, titleKey: 'titles.teamBetting', screen: 'teamBetting', audience: 'agent' },
  { path: sitePaths.agentRebate, titleKey: 'titles.agentRebate', screen: 'agentRebate', audience: 'agent' },
  { path: sitePaths.teamRebate, titleKey: 'titles.teamRebate', screen: 'teamRebate', audience: 'agent' },
  { path: sitePaths.agentRegister, titleKey: 'titles.agentRegister', screen: 'agentRegister', audience: 'agent' },
  { path: sitePaths.agentDividend, titleKey: 'titles.agentDividend', screen: 'dividend', audience: 'agent' },
  // Contract routes
  { path: sitePaths.salaryContract, titleKey: 'titles.salaryContract', screen: 'salaryContract', audience: 'agent' },
  {
    path: sitePaths.dividendContract,
    titleKey: 'titles.dividendContract',
    screen: 'dividendContract',
    audience: 'agent',
  },
  { path: sitePaths.hourContract, titleKey: 'titles.hourContract', screen: 'hourContract', audience: 'agent' },
];

/** Where unknown paths go (replace, so Back does not return to the bad address). */
export const fallbackPath = sitePaths.home;

/** A route entry's paths: its own and its aliases. */
export function pathsOf(entry: RouteEntry): string[] {
  return [entry.path, ...(entry.aliases ?? [])];
}

const isStatic = (path: string) => !/[:*?]/.test(path);

/** The entries by each of their static paths, and the entries with a parameter, in the table's order. */
let index: { byPath: Map<string, RouteEntry>; withParameters: RouteEntry[] } | undefined;
function routeIndex() {
  if (!index) {
    const byPath = new Map<string, RouteEntry>();
    for (const entry of routeTable)
      for (const path of pathsOf(entry).filter(isStatic)) if (!byPath.has(path)) byPath.set(path, entry);
    index = { byPath, withParameters: routeTable.filter((entry) => !pathsOf(entry).every(isStatic)) };
  }
  return index;
}

/**
 * The route entry of a path (its own path or an alias, trailing slashes allowed, letters' case as written), or
 * undefined for unknown paths. A static path is looked up (the shell asks on every render of the layout and the
 * routes); only the few paths with a parameter are matched one by one.
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const { byPath, withParameters } = routeIndex();
  const found = byPath.get(pathname.replace(/(.)\/+$/, '$1'));
  if (found) return found;
  return withParameters.find((entry) =>
    pathsOf(entry).some((p) => matchPath({ path: p, end: true, caseSensitive: true }, pathname)),
  );
}
