// `npm start`: build what changed since the last build (scripts/build-if-changed.mjs), then run
// the production bundle in this same process (one Node start-up instead of two).
// BUILD=always rebuilds everything first.
import { buildIfChanged } from './build-if-changed.mjs';

if (!buildIfChanged({ force: process.env.BUILD === 'always' })) process.exit(1);
// What --enable-source-maps does, for the modules loaded from here on: stacks name src/ files.
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
