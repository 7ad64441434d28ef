import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PasswordChangeWatcher, SessionExpiryWatcher } from '@wl/session';
import { AppLayout, type LayoutPieces } from '../layout/app-layout';
import { fallbackPath, findRoute, pathsOf, routeTable, type RouteEntry } from './route-table';
import { screens } from './screen-record';

function screenFor(entry: RouteEntry, pieces?: LayoutPieces) {
  const render = screens[entry.screen];
  return render({ category: entry.category, pieces });
}

/** The site's route objects: the layout's element, every entry's routes (its path and aliases), the fallback. */
export interface SiteRoutes {
  layout: RouteObject['element'];
  byEntry: Map<RouteEntry, RouteObject[]>;
  fallback: RouteObject;
}

export function createSiteRoutes(pieces?: LayoutPieces): SiteRoutes {
  return {
    layout: <AppLayout pieces={pieces} />,
    byEntry: new Map(
      routeTable.map((entry) => [
        entry,
        pathsOf(entry).map((path) => ({ path, caseSensitive: true, element: screenFor(entry, pieces) })),
      ]),
    ),
    fallback: { path: '*', element: <Navigate to={fallbackPath} replace /> },
  };
}

/**
 * The routes the router matches for a path: the layout with the routes of the path's entry (none for an unknown
 * path) and the fallback, unknown paths → home. The router flattens, ranks and compiles every route it is given on
 * each render; given these two or three instead of the site's 70-odd, its match costs a fraction (total blocking
 * time, docs/budgets.md) and picks the same screen.
 */
export function routesFor(site: SiteRoutes, entry: RouteEntry | undefined): RouteObject[] {
  const own = entry ? (site.byEntry.get(entry) ?? []) : [];
  return [{ element: site.layout, children: [...own, site.fallback] }];
}

/**
 * The site's routes, rendered inside a BrowserRouter (or a MemoryRouter in tests), with the watchers
 * that send a member whose session ended on the server to /m/login, and one whose password change the
 * platform asks for to /m/changePsw. Declarative
 * mode keeps the data-router code (loaders, actions, fetchers) out of the entry chunk.
 */
export function AppRoutes({ pieces }: { pieces?: LayoutPieces }) {
  const site = useMemo(() => createSiteRoutes(pieces), [pieces]);
  const entry = findRoute(useLocation().pathname);
  const routes = useMemo(() => routesFor(site, entry), [site, entry]);
  const element = useRoutes(routes);
  return (
    <>
      {element}
      <SessionExpiryWatcher />
      <PasswordChangeWatcher />
    </>
  );
}
