import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotsChangedType } from '@timeapp/domain/events';
import type { AppContext } from '../src/lib/context.ts';
import {
  attachHeldCache,
  heldCacheOf,
  type KeptDay,
} from '../src/modules/businesses/held-cache.ts';

// The cache alone (the product-level tests are in businesses-availability.test.ts, including
// the count check that catches a change made through another process): what it keeps, and
// when it lets go.
const S = 'section-1';
const day = (at: number, taken: number, changes = 0): KeptDay => ({
  held: new Map([[at, taken]]),
  changes,
});
/** What a read of those days is given: their counts, and the places by instant. */
const range = (changes: number[], places: [number, number][]) => ({
  changes,
  held: new Map(places.map(([at, taken]) => [at, { taken, mine: false }])),
});
const changed = (sectionId: string) => [{ type: slotsChangedType, sectionId }];

describe('held places kept between reads', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a day read and gives it back until the section changes', () => {
    const cache = attachHeldCache({} as AppContext);
    expect(cache.days(S, ['2026-03-02'])).toBeUndefined();
    cache.keep(S, new Map([['2026-03-02', day(1, 2)]]));
    expect(cache.days(S, ['2026-03-02'])).toEqual(range([0], [[1, 2]]));
    // One day of the range missing is a miss for the whole range.
    expect(cache.days(S, ['2026-03-02', '2026-03-03'])).toBeUndefined();
    cache.changed(changed('another-section'));
    expect(cache.days(S, ['2026-03-02'])).toEqual(range([0], [[1, 2]]));
    cache.changed(changed(S));
    expect(cache.days(S, ['2026-03-02'])).toBeUndefined();
  });

  it('forgets a day ten seconds after keeping it, even when no event said so', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T00:00:00Z') });
    const cache = attachHeldCache({} as AppContext);
    cache.keep(S, new Map([['2026-03-02', day(1, 1)]]));
    vi.advanceTimersByTime(9_999);
    expect(cache.days(S, ['2026-03-02'])).toEqual(range([0], [[1, 1]]));
    vi.advanceTimersByTime(1);
    expect(cache.days(S, ['2026-03-02'])).toBeUndefined();
  });

  it('replaces a day kept again, and leaves what an earlier read was given as it was', () => {
    const cache = attachHeldCache({} as AppContext);
    cache.keep(
      S,
      new Map([
        ['2026-03-02', day(1, 2)],
        ['2026-03-03', day(5, 1, 3)],
      ]),
    );
    const before = cache.days(S, ['2026-03-02', '2026-03-03']);
    expect(before).toEqual(
      range(
        [0, 3],
        [
          [1, 2],
          [5, 1],
        ],
      ),
    );
    // The 2nd read again after a booking and a cancellation: place 1 freed, place 2 taken.
    cache.keep(S, new Map([['2026-03-02', day(2, 1, 2)]]));
    expect(cache.days(S, ['2026-03-02', '2026-03-03'])).toEqual(
      range(
        [2, 3],
        [
          [5, 1],
          [2, 1],
        ],
      ),
    );
    expect(before).toEqual(
      range(
        [0, 3],
        [
          [1, 2],
          [5, 1],
        ],
      ),
    );
  });

  it('keeps nothing for a context no app wired to the events', () => {
    const cache = heldCacheOf({} as AppContext);
    cache.keep(S, new Map([['2026-03-02', day(1, 1)]]));
    expect(cache.days(S, ['2026-03-02'])).toBeUndefined();
  });
});
