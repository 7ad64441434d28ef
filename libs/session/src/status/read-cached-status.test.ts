import { statusFixture } from '../testing/status-fixture';
import { readCachedStatus } from './read-cached-status';

const sound = statusFixture();

describe('readCachedStatus (a corrupt cache is discarded)', () => {
  it.each<[string, string | null, boolean]>([
    ['sound cache is used', JSON.stringify(sound), true],
    ['nothing cached', null, false],
    ['empty string', '', false],
    ['not JSON', '{"info": ', false],
    ['JSON but not an object', '42', false],
    ['missing field (maintenance)', JSON.stringify({ ...sound, maintenance: undefined }), false],
    ['wrong type (ip is a number)', JSON.stringify({ ...sound, location: { ip: 7 } }), false],
    [
      'whitelabel values not booleans',
      JSON.stringify({ ...sound, info: { ...sound.info, whitelabel: { CBS3: 'yes' } } }),
      false,
    ],
  ])('%s', (_name, raw, usable) => {
    const result = readCachedStatus(raw);
    if (usable) expect(result).toEqual(sound);
    else expect(result).toBeUndefined();
  });
});
