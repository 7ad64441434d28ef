import { PNG } from 'pngjs';
import { vendorCategories } from '@wl/api-client/contract/game-catalogue';
import { cataloguePlan } from './catalogue-plan';
import { gameIconPng, hexColour, hslColour, iconLetters, initials, vendorIconSvg } from './icons';
import { containsPattern, listOrder, searchTerm, searchText } from './game-search';
import { maskName } from './mask-name';

describe('the demo catalogue', () => {
  const plan = cataloguePlan();

  it('holds 600+ slot games, 900+ in all, in every category of the spec', () => {
    expect(plan.games.filter((g) => g.category === 'RNG').length).toBeGreaterThanOrEqual(600);
    expect(plan.games.length).toBeGreaterThanOrEqual(900);
    for (const category of vendorCategories)
      expect(
        plan.games.some((g) => g.category === category),
        category,
      ).toBe(true);
  });

  it('has 15+ vendors, the spec named ones included, and unique game ids per vendor', () => {
    const codes = plan.vendors.map((v) => v.code);
    expect(codes.length).toBeGreaterThanOrEqual(15);
    for (const named of ['TCG_LOTTO_VN', 'TCG_SEA', 'DS88', 'AV', 'AI', 'IMES', 'TF', 'IA', 'BTI', 'TCG'])
      expect(codes).toContain(named);
    const keys = plan.games.map((g) => `${g.vendor}/${g.gameId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(plan.games.every((g) => /^[A-Za-z0-9_]{1,40}$/.test(g.gameId))).toBe(true);
  });

  it('gives slot games unique names, so a search by name finds one game', () => {
    const names = plan.games.filter((g) => g.category === 'RNG').map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses the filter panel values: classes JP/SC/VP/TG/AC and the minimum bets', () => {
    const classes = new Set(plan.games.map((g) => g.classify).filter(Boolean));
    expect([...classes].sort()).toEqual(['AC', 'JP', 'SC', 'TG', 'VP']);
    const slotBets = new Set(plan.games.filter((g) => g.category === 'RNG').map((g) => g.minBetCents));
    expect([...slotBets].sort((a, b) => a - b)).toEqual([1, 5, 10, 50, 75]);
  });

  it('has a hot list ranked 1…n without gaps', () => {
    const ranks = plan.games
      .map((g) => g.hotRank)
      .filter((r): r is number => r !== null)
      .sort((a, b) => a - b);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(ranks.length).toBeGreaterThanOrEqual(12);
  });

  it('translates the lottery names', () => {
    expect(plan.games.find((g) => g.gameId === 'VN_MB')?.names).toEqual({ PT: 'Vietnã Norte', TY: 'Vietnam Hilaga' });
  });
});

describe('helpers', () => {
  it.each([
    ['winnerwendy', 'wi***dy'],
    ['bob', 'b***'],
    ['anna', 'a***'],
    ['', '***'],
    ['joão123', 'jo***23'],
  ])('maskName(%s) = %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('keeps every name in lower case for the search, and orders by category, vendor, game', () => {
    expect(searchText('Vietnam North', ['Vietnã Norte', 'Vietnam North', undefined])).toBe(
      'vietnam north\nvietnã norte',
    );
    expect(listOrder(2, 3, 4)).toBeLessThan(listOrder(2, 4, 0));
    expect(listOrder(2, 99, 9999)).toBeLessThan(listOrder(3, 0, 0));
  });

  it.each([
    ['Golden', 'golden'],
    ['  100% ', '100%'],
    ['VIETNÃ', 'vietnã'],
  ])('searchTerm(%s) = %s', (text, term) => {
    expect(searchTerm(text)).toBe(term);
  });

  it.each([
    ['golden', '%golden%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['vietnã', '%vietnã%'],
  ])('containsPattern(%s) = %s: the term anywhere, every character literally', (term, pattern) => {
    expect(containsPattern(term)).toBe(pattern);
  });

  it('draws vendor badges with escaped names, and the initials of game icons', () => {
    expect(initials('Golden Riches')).toBe('GR');
    expect(initials("Casino Hold'em")).toBe('CH');
    expect(iconLetters('Pragmatic Play Speed Baccarat', 'Pragmatic Play')).toBe('SB');
    expect(iconLetters('Golden Riches', 'PG Soft')).toBe('GR');
    expect(vendorIconSvg('TCG', '#1f6fd1', 'white')).toContain('stroke="#fff"');
    expect(vendorIconSvg('TCG', '#1f6fd1', 'black')).toContain('fill="#000"');
    expect(vendorIconSvg('TCG', '#1f6fd1', 'colour')).toContain('fill="#1f6fd1"');
  });
});

describe('game icons (PNG)', () => {
  it.each([
    ['#e2513c', [226, 81, 60]],
    ['#1F6FD1', [31, 111, 209]],
    ['red', [128, 128, 128]],
  ] as const)('hexColour(%s)', (hex, rgb) => {
    expect(hexColour(hex)).toEqual(rgb);
  });

  it.each([
    [0, 1, 0.5, [255, 0, 0]],
    [120, 1, 0.5, [0, 255, 0]],
    [240, 1, 0.25, [0, 0, 128]],
    [0, 0, 1, [255, 255, 255]],
  ] as const)('hslColour(%i, %d, %d)', (hue, s, l, rgb) => {
    expect(hslColour(hue, s, l)).toEqual(rgb);
  });

  it('is a 200×200 picture: transparent corners, the vendor colour, a disc of its own and white letters', () => {
    const png = PNG.sync.read(
      gameIconPng({ name: 'Golden Riches', gameId: 'PG001', vendor: 'PG' }, '#e2513c', 'PG Soft'),
    );
    const at = (x: number, y: number) => [...png.data.subarray((y * 200 + x) * 4, (y * 200 + x) * 4 + 4)];
    expect([png.width, png.height]).toEqual([200, 200]);
    expect(at(0, 0)[3]).toBe(0);
    expect(at(10, 100)).toEqual([226, 81, 60, 255]);
    const disc = at(100, 40);
    expect(disc).not.toEqual(at(10, 100));
    // The initials are white, the vendor name nearly so; nothing above the disc is.
    const white = (top: number, bottom: number) =>
      Array.from({ length: (bottom - top) * 200 }, (_, i) => at(i % 200, top + Math.floor(i / 200))).filter(
        ([r, g, b]) => Math.min(r ?? 0, g ?? 0, b ?? 0) >= 230,
      ).length;
    expect(white(60, 116)).toBeGreaterThan(200);
    expect(white(160, 174)).toBeGreaterThan(50);
    expect(white(0, 50)).toBe(0);
  });

  it('differs between two games of a vendor', () => {
    const a = gameIconPng({ name: 'Golden Riches', gameId: 'PG001', vendor: 'PG' }, '#e2513c', 'PG Soft');
    const b = gameIconPng({ name: 'Mahjong Ways', gameId: 'PG002', vendor: 'PG' }, '#e2513c', 'PG Soft');
    expect(a.equals(b)).toBe(false);
  });
});
