import { deviceMarker, type RunningMode } from './running-mode';

// runningMode and isInstalled are tested where they live: libs/session/src/rules/running-mode.test.ts.
describe('deviceMarker (Device header)', () => {
  it.each<[RunningMode, string]>([
    ['browser', 'web'],
    ['native', 'web'],
    ['standalone', 'OTHERS'],
    ['webclip', 'OTHERS'],
  ])('%s → %s', (mode, marker) => {
    expect(deviceMarker(mode)).toBe(marker);
  });
});
