import { firstContentCallsOf } from './first-content-calls';

describe('firstContentCallsOf: what a content screen asks first (decision 0094)', () => {
  it.each<[string, readonly string[]]>([
    ['', ['promotions']],
    ['?', ['promotions']],
    ['?utm_source=mail', ['promotions']],
    ['utm_source=mail', ['promotions']],
    // One promotion's page: the list is not shown, so it is not asked.
    ['?id=3', []],
    ['?id=', []],
    ['?x=1&id=abc', []],
  ])('/m/activity%s → %j', (search, expected) => {
    expect(firstContentCallsOf('activity', search)).toEqual(expected);
  });

  it.each(['', '?i=2', '?i=x&utm_source=mail'])('/m/help%s → the topics (the index only picks one)', (search) => {
    expect(firstContentCallsOf('help', search)).toEqual(['helpTopics']);
  });
});
