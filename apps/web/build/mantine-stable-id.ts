import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/lib/mantine-hooks.ts', import.meta.url));

/**
 * Every import of `@mantine/hooks`, in the app and inside Mantine's own packages, goes through
 * src/lib/mantine-hooks.ts, which is @mantine/hooks with a `useId` that keeps React's id.
 * Mantine's own `useId` replaces that id with a random one in a layout effect, so each
 * component that uses it (Rating, Modal, AppShell, inputs...) renders twice when it mounts,
 * and the second render is synchronous, inside the commit of the first screen: on the customer
 * dashboard it made the commit's task about 40 % longer (docs/performance.md). The shim itself
 * imports the real package.
 */
export function mantineStableId(): Plugin {
  return {
    name: 'timeapp:mantine-stable-id',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@mantine/hooks' || importer === shim) return null;
      return this.resolve(shim, importer, { ...options, skipSelf: true });
    },
  };
}
