import { exclusionChoices, realityChoiceText, realityChoices, safeHelpUrl, timeoutChoices } from './choices';

describe('choices', () => {
  it('orders the offered time-out periods and drops the rest', () => {
    expect(timeoutChoices(['30d', '24h'])).toEqual(['24h', '30d']);
    expect(timeoutChoices([])).toEqual([]);
  });

  it('orders the offered exclusion periods (a policy minimum leaves the short ones out)', () => {
    expect(exclusionChoices(['permanent', '1y', '5y'])).toEqual(['1y', '5y', 'permanent']);
  });

  it.each([
    [
      [15, 30, 60],
      [0, 15, 30, 60],
    ],
    [
      [60, 15, 15],
      [0, 15, 60],
    ],
    [
      [0, 30],
      [0, 30],
    ],
    [[], [0]],
  ])('reality-check choices of %j → %j', (offered, expected) => {
    expect(realityChoices(offered)).toEqual(expected);
  });

  it('names off and minute choices', () => {
    expect(realityChoiceText(0)).toEqual({ key: 'protection.reality.off' });
    expect(realityChoiceText(30)).toEqual({ key: 'protection.reality.minutes', values: { count: 30 } });
  });

  it.each([
    ['https://help.example/gambling', 'https://help.example/gambling'],
    ['http://help.example', 'http://help.example/'],
    ['javascript:alert(1)', null],
    ['/m/help', null],
    ['', null],
    [null, null],
  ])('help link %s → %s', (url, expected) => {
    expect(safeHelpUrl(url)).toBe(expected);
  });
});
