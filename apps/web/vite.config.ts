/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  // routePreload: each route's chunks, for the server to preload in the page (plugins/web.ts);
  // precompress: .br and .gz beside each built file, served by the API (plugins/web.ts).
  plugins: [react(), routePreload(), precompress()],
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
});
