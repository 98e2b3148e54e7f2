import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, wherever the server runs from: this module sits one level below it both as
 * source (src/paths.ts, under tsx in development and tests) and bundled into dist/main.js
 * (npm start), so `..` from here is the package root either way.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The SQL migrations, shared by both storage engines. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The built web app, served on the API's port. */
export const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');
