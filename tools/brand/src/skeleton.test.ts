import { homePathPattern, homePathScript } from './skeleton';

describe('static top banner: only on the home paths of the layout rules', () => {
  it.each([
    ['/', true],
    ['/m', true],
    ['/m/', true],
    ['/m/home', true],
    ['/m/home/', true],
    ['/m/index', true],
    ['/m/index.html', true],
    ['/m/games', true],
    ['/m/task', false],
    ['/m/login', false],
    ['/m/homes', false],
    ['/m/gameList', false],
    ['/m/home/extra', false],
  ])('%s → %s', (path, shown) => {
    expect(homePathPattern.test(path)).toBe(shown);
  });

  it('the head script marks the document with the same pattern', () => {
    expect(homePathScript).toContain(homePathPattern.toString());
    expect(homePathScript).toContain("classList.add('wl-home')");
  });
});
