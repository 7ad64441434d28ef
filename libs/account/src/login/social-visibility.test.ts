import { showsSocialButton } from './social-visibility';

describe('social button visibility (spec §2: flag on AND provider initialised AND username method)', () => {
  it.each<[boolean, boolean, 'username' | 'sms', boolean]>([
    [true, true, 'username', true],
    [false, true, 'username', false],
    [true, false, 'username', false],
    [true, true, 'sms', false],
    [false, false, 'sms', false],
  ])('flag %s, provider ready %s, method %s → %s', (flagOn, providerReady, method, shown) => {
    expect(showsSocialButton({ flagOn, providerReady, method })).toBe(shown);
  });
});
