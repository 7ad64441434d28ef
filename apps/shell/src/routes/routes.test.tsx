import { createSiteRoutes, routesFor } from './routes';
import { findRoute, routeTable } from './route-table';

describe('routesFor', () => {
  const site = createSiteRoutes();
  const childPaths = (pathname: string) =>
    routesFor(site, findRoute(pathname))[0]?.children?.map((route) => route.path);

  it('gives the router the layout with the path’s own routes (its path and aliases) and the fallback', () => {
    for (const entry of routeTable)
      expect(childPaths(entry.path), entry.path).toEqual([entry.path, ...(entry.aliases ?? []), '*']);
  });

  it('gives only the fallback for an unknown path', () => {
    expect(childPaths('/m/nothing-here')).toEqual(['*']);
  });

  it('shares the layout and each entry’s routes between calls, so the layout stays mounted as the path changes', () => {
    const home = findRoute('/m/home');
    expect(routesFor(site, home)[0]?.element).toBe(routesFor(site, findRoute('/m/gameList'))[0]?.element);
    expect(routesFor(site, home)[0]?.children?.[0]).toBe(routesFor(site, home)[0]?.children?.[0]);
  });
});
