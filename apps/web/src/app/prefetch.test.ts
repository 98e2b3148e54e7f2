import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { clearSession } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { signInAs, testUser } from '../testing/test-utils';
import { firstScreenLoaded, prefetchLoader } from './prefetch';

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const settled = async (p: unknown) => {
  let done = false;
  void Promise.resolve(p).then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("The customer dashboard's loader", () => {
  it("keeps the page's first screen until its data has come, and never a screen navigated to", async () => {
    vi.useFakeTimers();
    signInAs(testUser({ relatedBusinesses: [] }));
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(() => answered);
    const loader = prefetchLoader(paths.customer.dashboard)!;

    // The page's first screen: asks at once and waits for the answers.
    const first = loader({ params: {} });
    expect(prefetch).toHaveBeenCalledTimes(5);
    expect(await settled(first)).toBe(false);
    answer();
    expect(await first).toBeNull();

    // No answer within 1.5 s: the screen renders anyway and shows its loaders.
    prefetch.mockImplementation(() => new Promise<void>(() => {}));
    const slow = loader({ params: {} });
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBeNull();

    // Once the router has shown the first screen, a navigation is never kept waiting.
    firstScreenLoaded();
    prefetch.mockClear();
    expect(loader({ params: {} })).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(prefetch).toHaveBeenCalledTimes(5);
  });
});
