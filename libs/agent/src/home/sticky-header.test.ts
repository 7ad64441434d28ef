import { isHeaderStuck, stickyThresholdPx } from './sticky-header';

describe('agent home sticky header: sticky once its top passes 1.4 rem (2.8 rem with the download bar)', () => {
  it.each([
    [16, false, 22.4],
    [16, true, 44.8],
    [20, false, 28],
  ])('root font %ipx, download bar %s → %ipx', (rem, bar, px) => {
    expect(stickyThresholdPx(rem, bar)).toBeCloseTo(px);
  });

  it.each([
    [0, false],
    [22.4, false],
    [23, true],
  ])('scrolled %ipx → stuck %s', (scrollY, stuck) => {
    expect(isHeaderStuck(scrollY, 22.4)).toBe(stuck);
  });
});
