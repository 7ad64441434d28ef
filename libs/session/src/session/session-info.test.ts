import { readSessionInfo } from './session-info';

describe('readSessionInfo (no session means not logged in)', () => {
  const good = { token: 't-1', merchantCode: 'AURORA01', id: 7, userName: 'demo', type: 0, firstTimeLogin: false };
  it.each<[string, string | null, boolean]>([
    ['stored session', JSON.stringify(good), true],
    ['nothing stored', null, false],
    ['corrupt JSON', '{token', false],
    ['empty token', JSON.stringify({ ...good, token: '' }), false],
    ['type missing', JSON.stringify({ ...good, type: undefined }), false],
  ])('%s', (_name, raw, loggedIn) => {
    expect(readSessionInfo(raw) !== undefined).toBe(loggedIn);
  });
});
