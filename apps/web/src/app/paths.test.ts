import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { routes } from './router';

type Link = { path: string; getHref: (...ids: string[]) => string };
const isLink = (v: unknown): v is Link =>
  typeof v === 'object' && v !== null && 'path' in v && 'getHref' in v;

/** Every route pattern paths.ts declares, with the name it has there. */
function declared(tree: object = paths, prefix = 'paths'): [string, string | Link][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string | Link][] => {
    const at = `${prefix}.${name}`;
    if (typeof value === 'string' || isLink(value)) return [[at, value]];
    return declared(value as object, at);
  });
}

const routed = (list: RouteObject[]): string[] =>
  list.flatMap((r) => [...(r.path ? [r.path] : []), ...routed(r.children ?? [])]);

describe('route paths', () => {
  const patterns = declared().map(([, v]) => (typeof v === 'string' ? v : v.path));
  const served = routed(routes);

  it('has the router serve every declared path, and nothing it does not declare', () => {
    expect([...new Set(served.filter((p) => p !== '*'))].sort()).toEqual(
      [...new Set(patterns)].sort(),
    );
  });

  it('builds links that land on their own route and carry the ids', () => {
    const links = declared().filter((entry): entry is [string, Link] => isLink(entry[1]));
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const [name, link] of links) {
      const ids = Array.from({ length: link.getHref.length }, (_, i) => `id ${i}/x`);
      const url = new URL(link.getHref(...ids), 'http://timeapp.test');
      const match = matchPath(link.path, url.pathname);
      expect(match, `${name} -> ${url.pathname}`).not.toBeNull();
      const carried = [...Object.values(match?.params ?? {}), ...url.searchParams.values()];
      expect(
        carried.map((v) => decodeURIComponent(v ?? '')),
        name,
      ).toEqual(expect.arrayContaining(ids));
    }
  });
});
