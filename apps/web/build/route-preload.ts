import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { ScreenKey } from '@timeapp/domain/messages';
import { publicFiles, routeChains, type Shell } from '../src/app/route-files';

/** What build/route-preload.ts writes to `.vite/routes.json`, read by the server (plugins/web.ts). */
export type RoutePreloads = {
  routes: { path: string; shell: Shell; screen?: ScreenKey; js: string[]; css: string[] }[];
};

/**
 * Lists, for every route pattern of src/app/route-files.ts, the chunks and stylesheets its
 * first screen needs beyond what index.html already loads: the app module (signed-in and
 * sign-in screens), each route module down the tree, and everything they import statically.
 * The server writes them into the page as <link rel="modulepreload"> (and a style preload),
 * so the browser fetches entry, app and screen side by side instead of in a chain.
 */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'timeapp-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      );
      // The chunk that holds each module (a dynamic entry's chunk may hold others and not be its facade).
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((m) => [m, c] as const)));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: Rollup.OutputChunk[], seen = new Set<string>()) => {
        for (const chunk of start) {
          if (seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          closure(
            chunk.imports.map((f) => byFile.get(f)!),
            seen,
          );
        }
        return seen;
      };
      const chunkOf = (file: string) => {
        const chunk = byModule.get(path.join(root, file));
        if (!chunk) throw new Error(`route-preload: no chunk holds ${file}`);
        return chunk;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-preload: no entry chunk');
      const loaded = closure([entry]);
      const publicPaths = new Set(Object.keys(publicFiles));

      const routes = routeChains().map(({ path: pattern, files, shell, screen }) => {
        // The entry renders a public page itself; every other page goes through the app module.
        const modules = [
          ...(publicPaths.has(pattern) ? [] : ['src/app/app.tsx']),
          ...files.map((f) => `src/app/routes/${f}.tsx`),
        ];
        const needed = [...closure(modules.map(chunkOf))].filter((f) => !loaded.has(f));
        const css = needed.flatMap((f) => [...(byFile.get(f)!.viteMetadata?.importedCss ?? [])]);
        return {
          path: pattern,
          shell,
          ...(screen ? { screen } : {}),
          js: needed.map((f) => base + f),
          css: [...new Set(css)].map((f) => base + f),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify({ routes } satisfies RoutePreloads, null, 1),
      });
    },
  };
}
