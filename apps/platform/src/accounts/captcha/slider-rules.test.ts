import { captchaMatches, sliderAccepted } from './slider-rules';

describe('slider answer', () => {
  it.each([
    ['exactly on the gap', 100, 600, true],
    ['6 px left of the gap', 94, 600, true],
    ['6 px right of the gap', 106, 600, true],
    ['7 px off', 107, 600, false],
    ['dragged in 250 ms', 100, 250, true],
    ['dragged faster than 250 ms', 100, 249, false],
  ])('%s', (_name, x, durationMs, accepted) => {
    expect(sliderAccepted({ x, durationMs }, 100)).toBe(accepted);
  });
});

describe('captcha answer', () => {
  it.each([
    ['same text', 'AC34', 'AC34', true],
    ['lower case', 'ac34', 'AC34', true],
    ['surrounding spaces', ' AC34 ', 'AC34', true],
    ['one character wrong', 'AC35', 'AC34', false],
    ['empty', '', 'AC34', false],
  ])('%s', (_name, given, answer, expected) => {
    expect(captchaMatches(given, answer)).toBe(expected);
  });
});
