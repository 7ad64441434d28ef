import { applyFavouriteAnswer, favouriteChange, favouriteStart, favouritesTabAllowed } from './favourite-toggle';

describe('favourite toggle state rules (spec §4)', () => {
  it.each<[boolean, number | undefined, string]>([
    [false, undefined, 'login'],
    [true, 4, 'free_reject'],
    [true, 0, 'proceed'],
    [true, 1, 'proceed'],
  ])('logged in %s, type %s → %s', (loggedIn, type, start) => {
    expect(favouriteStart(loggedIn, type)).toBe(start);
  });

  it('asks to remove a favourite and to add any other game', () => {
    expect(favouriteChange(['5', '9'], 9)).toBe('remove');
    expect(favouriteChange(['5'], 9)).toBe('add');
  });

  it.each<[string, string[], 'add' | 'remove', { success: boolean } | null, string[]]>([
    ['adds on success, newest first', ['5'], 'add', { success: true }, ['9', '5']],
    ['removes on success', ['9', '5'], 'remove', { success: true }, ['5']],
    ['changes nothing without the success flag', ['5'], 'add', { success: false }, ['5']],
    ['changes nothing when the call failed', ['9', '5'], 'remove', null, ['9', '5']],
    ['adding twice keeps one entry', ['9', '5'], 'add', { success: true }, ['9', '5']],
  ])('%s', (_name, ids, change, answer, expected) => {
    expect(applyFavouriteAnswer(ids, 9, change, answer)).toEqual(expected);
  });

  it('favourites by search need login', () => {
    expect(favouritesTabAllowed(false)).toBe(false);
    expect(favouritesTabAllowed(true)).toBe(true);
  });
});
