import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout, type LayoutPieces } from '../layout/app-layout';
import { lazyScreen } from './lazy-screen';
import { fallbackPath, routeTable, type RouteEntry } from './route-table';

const HomeScreen = lazyScreen(() => import('../screens/home/home-screen'));
const ComingSoonScreen = lazyScreen(() => import('../screens/coming-soon/coming-soon-screen'));

function screenFor(entry: RouteEntry) {
  return entry.screen === 'home' ? <HomeScreen /> : <ComingSoonScreen titleKey={entry.titleKey} />;
}

/** Route objects of the whole site: every entry and alias inside the layout; unknown paths → home. */
export function createRoutes(pieces?: LayoutPieces): RouteObject[] {
  const children: RouteObject[] = routeTable.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, caseSensitive: true, element: screenFor(entry) })),
  );
  children.push({ path: '*', element: <Navigate to={fallbackPath} replace /> });
  return [{ element: <AppLayout pieces={pieces} />, children }];
}

/**
 * The site's routes, rendered inside a BrowserRouter (or a MemoryRouter in tests). Declarative
 * mode keeps the data-router code (loaders, actions, fetchers) out of the entry chunk.
 */
export function AppRoutes({ pieces }: { pieces?: LayoutPieces }) {
  const routes = useMemo(() => createRoutes(pieces), [pieces]);
  return useRoutes(routes);
}
