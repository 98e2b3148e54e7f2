import type { ComponentType } from 'react';
import { paths } from '../config/paths';

// The public pages, by path. The entry renders them directly, without React Router: the data
// router alone costs ~32 KB gzip, and React DOM 19 ~69 KB, so a public page that loaded both
// could not stay under its 100 KB budget. The router table reuses these same loaders, so
// in-app links to /terms and friends still work client-side, from the same chunks.
type PageModule = { default: ComponentType };

export const publicPages: Record<string, () => Promise<PageModule>> = {
  [paths.home]: () => import('./routes/public/landing'),
  [paths.timeApp]: () => import('./routes/public/time-app'),
  [paths.howTo]: () => import('./routes/public/how-to'),
  [paths.clean]: () => import('./routes/public/clean'),
  [paths.whoWe]: () => import('./routes/public/who-we'),
  [paths.itApp]: () => import('./routes/public/it-app'),
  [paths.terms]: () => import('./routes/public/terms'),
  [paths.privacy]: () => import('./routes/public/privacy'),
};

/** Same matching as React Router: case-insensitive, trailing slash ignored. */
export function findPublicPage(pathname: string) {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const key = Object.keys(publicPages).find((p) => p.toLowerCase() === wanted);
  return key ? publicPages[key] : undefined;
}
