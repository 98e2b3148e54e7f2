import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// Browser suite: the real server (fresh embedded database, dev mailbox, demo data) on a free
// port, driven through Debian's Chromium. No browser is ever downloaded: CHROMIUM_PATH or
// /usr/bin/chromium. scripts/test.mjs decides whether to run it; scripts/page-weight.mjs runs
// the 'weight' project on a fresh production build.
const ci = !!process.env.CI;
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
// Matched against the file's full path: anchored to the file name, so a checkout in a folder
// named phone-something does not run every spec as a phone one (and none on the desktop).
const phoneOnly = /\/phone-[^/]*\.spec\.ts$/;
const weightOnly = /\/page-weight\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? (ci ? 2 : 1)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL comes from the server globalSetup started (see support/fixtures.ts).
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [phoneOnly, weightOnly],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testMatch: phoneOnly,
      // Chromium with a phone's screen and touch; not devices['iPhone 13'] (that is WebKit).
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    // Only when asked (scripts/page-weight.mjs sets E2E_WEIGHT=1): it measures a fresh build.
    ...(process.env.E2E_WEIGHT
      ? [
          {
            name: 'weight',
            testMatch: weightOnly,
            use: { viewport: { width: 1280, height: 800 }, launchOptions },
          },
        ]
      : []),
  ],
});
