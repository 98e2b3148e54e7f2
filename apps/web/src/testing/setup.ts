import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetSessionCache } from '../lib/auth-store';

// findBy*/waitFor wait up to 5 s, not 1: a screen's lazy chunk (the schedule preview, the
// calendar) is transformed on first use, which takes over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what Mantine and the native <dialog> rely on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
const dialog = window.HTMLDialogElement?.prototype;
if (dialog && !dialog.showModal) {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Noise fails: a React warning (act, keys, a state update after unmount) or an error a screen
// logs is a bug the test would otherwise hide. The messages still print, then the test fails.
let consoleErrors: unknown[][] = [];
const printError = console.error.bind(console);

beforeEach(() => {
  localStorage.clear();
  resetSessionCache();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    printError(...args);
  });
});

afterEach(() => {
  cleanup();
  const logged = consoleErrors;
  consoleErrors = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (logged.length > 0)
    throw new Error(
      `console.error was called ${logged.length} time(s); first: ${(logged[0] ?? []).map(String).join(' ')}`,
    );
});

// A Mantine transition's timer (a dialog or menu closing as a test ends) that fires after the
// file's jsdom is torn down throws 'window is not defined' outside any test, which fails the
// run (CI, 2026-11-27: search-form.test.tsx on a loaded machine). The timers run out first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));
