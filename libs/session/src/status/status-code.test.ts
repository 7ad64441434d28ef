import { statusCode, type StatusCode } from './status-code';

describe('statusCode (spec §4: 0 normal, 1 maintenance, 2 region restricted)', () => {
  it.each<[string, { maintenance: boolean; regionRestriction: boolean } | undefined, StatusCode]>([
    ['neither switch → normal', { maintenance: false, regionRestriction: false }, 0],
    ['maintenance → 1', { maintenance: true, regionRestriction: false }, 1],
    ['maintenance and region restriction both set → 1', { maintenance: true, regionRestriction: true }, 1],
    ['region restriction without maintenance → 2', { maintenance: false, regionRestriction: true }, 2],
    ['no status yet → normal', undefined, 0],
  ])('%s', (_name, status, expected) => {
    expect(statusCode(status)).toBe(expected);
  });
});
