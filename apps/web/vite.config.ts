/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mantineStableId } from './build/mantine-stable-id';
import { mantineStyles } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';

const api = 'http://127.0.0.1:3000';
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
/**
 * The Mantine components the app renders, directly or inside others: only their rules of
 * @mantine/core/styles.css are built (build/mantine-styles.ts; the build fails naming any
 * component rendered but missing here).
 */
const mantineComponents = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'AppShell',
  'Avatar',
  'Badge',
  'Burger',
  'Button',
  'Card',
  'Center',
  'Checkbox',
  'CheckboxCard',
  'CheckboxIndicator',
  'Chip',
  'CloseButton',
  'Code',
  'Combobox',
  'Container',
  'Divider',
  'Fieldset',
  'FloatingIndicator',
  'Group',
  'Indicator',
  'InlineInput',
  'Input',
  'List',
  'Loader',
  'Modal',
  'ModalBase',
  'NavLink',
  'Notification',
  'Overlay',
  'Paper',
  'PasswordInput',
  'Popover',
  'Progress',
  'Rating',
  'ScrollArea',
  'SegmentedControl',
  'SimpleGrid',
  'Stack',
  'Switch',
  'Table',
  'Tabs',
  'Text',
  'ThemeIcon',
  'Title',
  'Tooltip',
  'UnstyledButton',
  'VisuallyHidden',
];
/** Mantine's core, hooks and notifications, and the small libraries they build on. */
const mantine =
  /^(@mantine\/(core|hooks|notifications)|@floating-ui\/.*|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|clsx)$/;

/** Mantine components that only a few screens render: not in the chunk every app screen loads. */
const mantineOnSomeScreens =
  /@mantine\/core\/esm\/components\/(Tabs|Rating|Table|Progress|Chip|FloatingIndicator|SegmentedControl|Autocomplete)\//;

/**
 * The schemas' phone-number rules, loaded on a phone field's first use rather than with the
 * schema (packages/domain/src/phone-rules.lazy.ts): the library stays out of every screen's
 * first view. The unit tests keep the module that loads it at once.
 */
const lazyPhoneRules = {
  find: /^(\.\/|@timeapp\/domain\/)phone-rules(\.ts)?$/,
  replacement: fileURLToPath(
    new URL('../../packages/domain/src/phone-rules.lazy.ts', import.meta.url),
  ),
};

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...(process.env.VITEST ? [] : [lazyPhoneRules]),
      // React Router 7 exports only its development build (remix-run/react-router#12532), whose
      // warnings stay in a production bundle; the production build beside it has them off.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${reactRouterDist}/dom-export.mjs`,
            },
          ]
        : []),
    ],
  },
  // routePreload: each route's chunks, for the server to preload in the page (plugins/web.ts);
  // precompress: .br and .gz beside each built file, served by the API (plugins/web.ts);
  // mantineStyles: Mantine's stylesheet without the components the app does not render;
  // mantineStableId: Mantine's useId without its second render (build/mantine-stable-id.ts).
  plugins: [
    mantineStableId(),
    mantineStyles(mantineComponents),
    react(),
    routePreload(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page-weight budget is checked on gzip sizes; the default 500 kB warning is noise here.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // A few libraries, one chunk each, rather than a chunk per shared module: a signed-in
      // screen came in 65 to 75 files, and a phone's browser fetches six at a time over
      // HTTP/1.1, a round trip each (150 ms on slow 4G). The groups are what every app screen
      // loads anyway; React is the entry's own (public pages load it too), the others never
      // reach a public page. Calendar and date pickers keep their own chunks (page-weight
      // budget: only the screens that show them).
      output: {
        manualChunks(id) {
          const lib = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
          if (!lib) return undefined;
          if (['react', 'react-dom', 'scheduler'].includes(lib)) return 'react';
          if (lib.startsWith('@tanstack/')) return 'query';
          if (lib === '@tabler/icons-react') return 'icons';
          // Components only a few screens render stay with those screens' chunks.
          if (mantineOnSomeScreens.test(id)) return undefined;
          if (mantine.test(lib)) return 'mantine';
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // The machine running CI is shared; Mantine forms typed key by key are slow under load.
    testTimeout: 20_000,
    // As the other projects (vitest.config.ts): one more try in CI, reported by name.
    retry: process.env.CI ? 1 : 0,
  },
}));
