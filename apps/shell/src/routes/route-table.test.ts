import { matchPath } from 'react-router-dom';
import { findRoute, pathsOf, routeTable, type RouteEntry } from './route-table';

/** The router's own matching, entry by entry in the table's order: what `findRoute` must agree with. */
function matchedOneByOne(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) =>
    pathsOf(entry).some((p) => matchPath({ path: p, end: true, caseSensitive: true }, pathname)),
  );
}

const concrete = (path: string) => path.replace(/:[^/]+/g, 'x1');
const tablePaths = routeTable.flatMap((entry) => pathsOf(entry).map(concrete));
const variants = tablePaths.flatMap((path) => [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/more`]);
const others = [
  '/',
  '',
  '/m',
  '/m/',
  '/nothing',
  '/m/home/x',
  '//m/home',
  '/m//home',
  '/m/lotto-h5/a/b/games',
  '/m/HOME',
];

describe('findRoute', () => {
  it('knows every path and alias of the table', () => {
    for (const entry of routeTable) for (const path of pathsOf(entry)) expect(findRoute(concrete(path))).toBe(entry);
  });

  it('finds for any path the entry the router would match (trailing slashes, case, unknown paths, parameters)', () => {
    for (const pathname of [...variants, ...others])
      expect(findRoute(pathname), pathname).toBe(matchedOneByOne(pathname));
  });

  it('tells a known path with a trailing slash, an unknown one, another case and a parameter apart', () => {
    expect(findRoute('/m/home/')?.path).toBe('/m/home');
    expect(findRoute('/m/home/x')).toBeUndefined();
    expect(findRoute('/M/HOME')).toBeUndefined();
    expect(findRoute('/m/lotto-h5/a/b/games/7')?.screen).toBeDefined();
  });
});
