import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PasswordChangeWatcher, SessionExpiryWatcher } from '@wl/session';
import { AppLayout, type LayoutPieces } from '../layout/app-layout';
import { fallbackPath, routeTable, type RouteEntry } from './route-table';
import { screens } from './screen-record';

function screenFor(entry: RouteEntry, pieces?: LayoutPieces) {
  const render = screens[entry.screen];
  return render({ category: entry.category, pieces });
}

/** Route objects of the whole site: every entry and alias inside the layout; unknown paths → home. */
export function createRoutes(pieces?: LayoutPieces): RouteObject[] {
  const children: RouteObject[] = routeTable.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({
      path,
      caseSensitive: true,
      element: screenFor(entry, pieces),
    })),
  );
  children.push({ path: '*', element: <Navigate to={fallbackPath} replace /> });
  return [{ element: <AppLayout pieces={pieces} />, children }];
}

/**
 * The site's routes, rendered inside a BrowserRouter (or a MemoryRouter in tests), with the watchers
 * that send a member whose session ended on the server to /m/login, and one whose password change the
 * platform asks for to /m/changePsw. Declarative
 * mode keeps the data-router code (loaders, actions, fetchers) out of the entry chunk.
 */
export function AppRoutes({ pieces }: { pieces?: LayoutPieces }) {
  const routes = useMemo(() => createRoutes(pieces), [pieces]);
  const element = useRoutes(routes);
  return (
    <>
      {element}
      <SessionExpiryWatcher />
      <PasswordChangeWatcher />
    </>
  );
}
