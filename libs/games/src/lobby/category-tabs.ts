import { sitePaths } from '@wl/brand';

/**
 * Game category menus (spec §2). Home: HOT, then the vendor categories in server order, then FAV only
 * when logged in. Category page: HOT only if hot games exist, the server-sorted categories without
 * COCKFIGHT, then FAV only when logged in. PROMO is a link to /m/activity in both.
 */
export const PROMO_PATH = sitePaths.activity;

export function homeTabs(sorting: readonly string[], loggedIn: boolean): string[] {
  return ['HOT', ...sorting.filter((c) => c !== 'HOT' && c !== 'FAV'), ...(loggedIn ? ['FAV'] : [])];
}

export function categoryPageTabs(sorting: readonly string[], loggedIn: boolean, hasHotGames: boolean): string[] {
  return [
    ...(hasHotGames ? ['HOT'] : []),
    ...sorting.filter((c) => c !== 'COCKFIGHT' && c !== 'HOT' && c !== 'FAV'),
    ...(loggedIn ? ['FAV'] : []),
  ];
}

/** What a tab shows. */
export type TabContent =
  | 'hot'
  | 'favourites'
  | 'vendors'
  | 'vendorBlocks'
  | 'games'
  /** PROMO: navigates to the promotions instead of switching. */
  | 'promoLink'
  /** LOTT on the category page: goes to the lottery list centre. */
  | 'lotteryRedirect';

const homeVendorLists: readonly string[] = ['PVP', 'FISH', 'LIVE', 'RNG', 'ESPORTS'];

/** Home: PVP, FISH, LIVE, RNG and ESPORTS show vendor lists; other categories a vendor game block. */
export function homeTabContent(tab: string): TabContent {
  if (tab === 'HOT') return 'hot';
  if (tab === 'FAV') return 'favourites';
  if (tab === 'PROMO') return 'promoLink';
  return homeVendorLists.includes(tab) ? 'vendors' : 'vendorBlocks';
}

/** Category page: HOT popular games, LOTT to /m/lottery, FAV favourites, sports and e-sports vendor lists, others game lists. */
export function categoryPageContent(tab: string): TabContent {
  if (tab === 'HOT') return 'hot';
  if (tab === 'FAV') return 'favourites';
  if (tab === 'PROMO') return 'promoLink';
  if (tab === 'LOTT') return 'lotteryRedirect';
  if (tab === 'SPORTS' || tab === 'ESPORTS') return 'vendors';
  return 'games';
}

/** The category page's tab from the query's gameType (case as sent), else the first tab. */
export function preselectedTab(tabs: readonly string[], gameType: string | null): string | undefined {
  const wanted = gameType?.toUpperCase();
  if (wanted === 'COCKFIGHT' && tabs.includes('SPORTS')) return 'SPORTS';
  // LOTT goes to the lottery list centre even when it is not a tab.
  if (wanted === 'LOTT') return wanted;
  return wanted && tabs.includes(wanted) ? wanted : tabs[0];
}
