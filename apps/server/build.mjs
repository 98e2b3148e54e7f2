// Builds the server for production: src/main.ts and the domain package bundled into
// dist/main.js (one file, no TypeScript loader at run time); npm packages stay in node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const workspacePackages = /^@timeapp\//;

await build({
  entryPoints: [path.join(import.meta.dirname, 'src', 'main.ts')],
  outfile: path.join(import.meta.dirname, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        // Bare imports (npm packages) load from node_modules; our own workspace packages are
        // TypeScript source, so they go into the bundle.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackages.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
