// The one Chromium every browser check uses: Debian's, never a downloaded one, started the same
// way by the browser suite (e2e/playwright.config.ts), Lighthouse (scripts/lighthouse.mjs) and
// the scripts that decide whether a browser run is possible (scripts/test.mjs,
// scripts/page-weight.mjs).

/** CHROMIUM_PATH, or Debian's package (apt-get install -y chromium). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root in a container), no GPU, nothing fetched in the background that
 * would add requests or CPU to a measurement, and /tmp instead of a small /dev/shm.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
