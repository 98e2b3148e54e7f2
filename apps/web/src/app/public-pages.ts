import type { ComponentType } from 'react';
import { publicFiles } from './route-files';

// The public pages, by path. The entry renders them directly, without React Router: the data
// router alone costs ~32 KB gzip, and React DOM 19 ~69 KB, so a public page that loaded both
// could not stay under its 100 KB budget. The router table reuses these same loaders, so
// in-app links to /terms and friends still work client-side, from the same chunks.
type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>('./routes/public/*.tsx');

export const publicPages: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  Object.entries(publicFiles).map(([path, file]) => [path, modules[`./routes/${file}.tsx`]!]),
);

/** Same matching as React Router: case-insensitive, trailing slash ignored, `:param` segments. */
export function findPublicPage(pathname: string) {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase().split('/');
  const key = Object.keys(publicPages).find((pattern) => {
    const parts = pattern.toLowerCase().split('/');
    return (
      parts.length === wanted.length &&
      parts.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]))
    );
  });
  return key ? publicPages[key] : undefined;
}
