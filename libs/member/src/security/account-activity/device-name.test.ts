import { deviceName } from './device-name';

const names = { unknown: 'Unknown device', installed: (device: string) => `${device} (app)` };

describe('device name of a session', () => {
  it.each([
    ['a known browser', { device: 'Chrome · Android', installed: false }, 'Chrome · Android'],
    ['the installed app', { device: 'Safari · iOS', installed: true }, 'Safari · iOS (app)'],
    ['an unknown device', { device: null, installed: false }, 'Unknown device'],
    ['an unknown device in the app', { device: null, installed: true }, 'Unknown device (app)'],
  ])('%s', (_name, session, expected) => {
    expect(deviceName(session, names)).toBe(expected);
  });
});
