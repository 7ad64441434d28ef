import { categoryPageContent, categoryPageTabs, homeTabContent, homeTabs, preselectedTab } from './category-tabs';

const sorting = ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'PROMO'];

describe('home game-entry tabs', () => {
  it('HOT, then the vendor categories in server order, then FAV only when logged in', () => {
    expect(homeTabs(sorting, false)).toEqual(['HOT', ...sorting]);
    expect(homeTabs(sorting, true)).toEqual(['HOT', ...sorting, 'FAV']);
    expect(homeTabs(['LIVE', 'RNG'], true)).toEqual(['HOT', 'LIVE', 'RNG', 'FAV']);
  });

  it.each([
    ['HOT', 'hot'],
    ['FAV', 'favourites'],
    ['PROMO', 'promoLink'],
    ['PVP', 'vendors'],
    ['FISH', 'vendors'],
    ['LIVE', 'vendors'],
    ['RNG', 'vendors'],
    ['ESPORTS', 'vendors'],
    ['LOTT', 'vendorBlocks'],
    ['SPORTS', 'vendorBlocks'],
    ['COCKFIGHT', 'vendorBlocks'],
    ['ELOTT', 'vendorBlocks'],
  ])('home tab %s shows %s', (tab, content) => {
    expect(homeTabContent(tab)).toBe(content);
  });
});

describe('category page tabs', () => {
  it('HOT only if hot games exist, categories without COCKFIGHT, FAV only when logged in', () => {
    expect(categoryPageTabs(sorting, true, true)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'LOTT',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'PROMO',
      'FAV',
    ]);
    expect(categoryPageTabs(sorting, false, false)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'LOTT',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'PROMO',
    ]);
  });

  it.each([
    ['HOT', 'hot'],
    ['LOTT', 'lotteryRedirect'],
    ['FAV', 'favourites'],
    ['SPORTS', 'vendors'],
    ['ESPORTS', 'vendors'],
    ['RNG', 'games'],
    ['LIVE', 'games'],
    ['FISH', 'games'],
    ['PVP', 'games'],
    ['ELOTT', 'games'],
    ['PROMO', 'promoLink'],
  ])('category page tab %s shows %s', (tab, content) => {
    expect(categoryPageContent(tab)).toBe(content);
  });

  it.each<[string | null, string | undefined]>([
    ['RNG', 'RNG'],
    ['rng', 'RNG'],
    [null, 'HOT'],
    ['NOPE', 'HOT'],
    ['COCKFIGHT', 'SPORTS'],
    ['LOTT', 'LOTT'],
    ['FAV', 'FAV'],
  ])('query gameType %s preselects %s', (gameType, tab) => {
    expect(preselectedTab(categoryPageTabs(sorting, true, true), gameType)).toBe(tab);
  });

  it('a visitor asking for FAV, or HOT without hot games, gets the first tab; LOTT always redirects', () => {
    expect(preselectedTab(categoryPageTabs(sorting, false, true), 'FAV')).toBe('HOT');
    expect(preselectedTab(categoryPageTabs(sorting, false, false), 'HOT')).toBe('RNG');
    expect(preselectedTab(['RNG'], 'LOTT')).toBe('LOTT');
  });
});
