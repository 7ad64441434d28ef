import {
  categoryPageShows,
  categoryPageVendorCategories,
  categoryPageVendors,
  firstCatalogueCallsOf,
} from './first-catalogue-calls';

describe('categoryPageShows: what a category’s own page shows', () => {
  it.each([
    ['HOT', 'hot'],
    ['SPORTS', 'vendors'],
    ['ESPORTS', 'vendors'],
    ['LOTT', 'blocks'],
    ['LIVE', 'games'],
    ['RNG', 'games'],
    ['FISH', 'games'],
    ['PVP', 'games'],
    ['ELOTT', 'games'],
  ])('%s → %s', (category, shows) => {
    expect(categoryPageShows(category)).toBe(shows);
  });
});

describe('firstCatalogueCallsOf: the catalogue calls a first screen makes, in order (decisions 0069, 0090)', () => {
  it.each<[Parameters<typeof firstCatalogueCallsOf>[0], string | undefined, string[]]>([
    ['home', undefined, ['vendorTypes', 'hotGames', 'winners']],
    ['gameList', undefined, ['vendorTypes', 'hotGames']],
    ['loginRegister', undefined, ['hotGames']],
    ['category', 'HOT', ['hotGames']],
    ['category', 'LIVE', ['vendorTypes', 'categoryGames']],
    ['category', 'ELOTT', ['vendorTypes', 'categoryGames']],
    ['category', 'SPORTS', ['vendorTypes']],
    ['category', 'LOTT', ['vendorTypes', 'firstBlockGames']],
    ['category', 'ESPORTS', ['vendorTypes']],
    ['category', undefined, ['vendorTypes']],
    // A category names a category page's calls only.
    ['home', 'LIVE', ['vendorTypes', 'hotGames', 'winners']],
  ])('%s (%s)', (screen, category, calls) => {
    expect(firstCatalogueCallsOf(screen, category)).toEqual(calls);
  });
});

describe('categoryPageVendors: the vendors a category’s own page shows, in order', () => {
  const mapping = {
    SPORTS: [{ vassalage: 'BTI' }, { vassalage: 'SABA' }],
    COCKFIGHT: [{ vassalage: 'S128' }],
    LOTT: [{ vassalage: 'TCG' }, { vassalage: 'LOTT' }],
    ESPORTS: [],
  };
  it.each<[string, string[], string[]]>([
    // The sports page also lists the cockfight vendors, after its own.
    ['SPORTS', ['SPORTS', 'COCKFIGHT'], ['BTI', 'SABA', 'S128']],
    ['LOTT', ['LOTT'], ['TCG', 'LOTT']],
    ['ESPORTS', ['ESPORTS'], []],
    // A category the answer does not name has no vendors.
    ['FISH', ['FISH'], []],
    ['COCKFIGHT', ['COCKFIGHT'], ['S128']],
  ])('%s: categories %j, vendors %j', (category, categories, vendors) => {
    expect(categoryPageVendorCategories(category)).toEqual(categories);
    expect(categoryPageVendors(mapping, category).map((v) => v.vassalage)).toEqual(vendors);
  });
});
