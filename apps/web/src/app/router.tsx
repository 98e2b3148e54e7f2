import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { prefetchLoader } from './prefetch';
import { publicPages } from './public-pages';
import { routeFiles, type RouteFile } from './route-files';
import { RootError, RootLayout } from './routes/root';

// Every screen is a lazy route module with a default export, named in route-files.ts (the
// build reads the same table to preload each screen's chunks). Public pages pull in plain
// React and CSS modules only; the sign-in and app groups load Mantine and TanStack Query
// through their own lazy root (AppProviders), so the public pages never pay for them.
type Module = { default: ComponentType };
const modules = import.meta.glob<Module>([
  './routes/auth/*.tsx',
  './routes/app/**/*.tsx',
  './routes/search-business.tsx',
  './routes/search-results.tsx',
  './routes/referral-link.tsx',
  './routes/public/not-found.tsx',
  '!**/*.test.tsx',
  '!**/load-state.tsx',
]);
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

function toRoute({ path, file, children }: RouteFile): RouteObject {
  const load = file && (publicPages[path ?? ''] ?? modules[`./routes/${file}.tsx`]);
  if (file && !load)
    throw new Error(`route-files.ts names ${file}, which router.tsx does not load`);
  // A signed-in screen's first data is requested alongside its code (prefetch.ts).
  const loader = prefetchLoader(path);
  return {
    ...(path ? { path } : {}),
    ...(loader ? { loader } : {}),
    ...(load ? { lazy: page(load) } : {}),
    ...(children ? { children: children.map(toRoute) } : {}),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      ...routeFiles.map(toRoute),
      // Old dashboard-content URLs: one dashboard each.
      { path: paths.legacy.dashboardContent, loader: () => redirect(paths.customer.dashboard) },
      {
        path: paths.legacy.businessDashboardContent,
        loader: () => redirect(paths.business.dashboard),
      },
      { path: '*', lazy: page(modules['./routes/public/not-found.tsx']!) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
