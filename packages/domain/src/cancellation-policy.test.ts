import { describe, expect, it } from 'vitest';
import {
  countStrikes,
  DEFAULT_POLICY,
  freeCancellationUntil,
  isLateCancellation,
  strikeConsequence,
  strikeCounts,
  strikeWindowStart,
} from './cancellation-policy.ts';
import { cancellationTexts } from './cancellation-policy-texts.ts';

// 10:00 AM in Auckland (NZDT, +13): the start is an instant, whatever zone anyone reads it in.
const start = new Date('2026-03-02T21:00:00Z');

describe('a late cancellation', () => {
  it.each([
    // [free hours, cancelled at, late]
    [24, '2026-03-01T20:59:59.999Z', false], // a moment before the 24 hours: free
    [24, '2026-03-01T21:00:00.000Z', false], // exactly 24 hours before: still free
    [24, '2026-03-01T21:00:00.001Z', true], // a millisecond later: a strike
    [24, '2026-03-02T20:59:59Z', true],
    [2, '2026-03-02T19:00:00Z', false],
    [2, '2026-03-02T19:00:01Z', true],
    [72, '2026-02-27T21:00:00Z', false],
    [72, '2026-02-27T21:00:01Z', true],
    [0, '2026-03-02T20:59:59Z', false], // 0 hours: free until the start
    [0, '2026-03-02T21:00:00Z', false], // the start itself (cancelling then is refused anyway)
    [0, '2026-03-02T21:00:01Z', true],
  ] as const)('%i free hours, cancelled at %s: late %s', (hours, now, late) => {
    expect(isLateCancellation(start, new Date(now), hours)).toBe(late);
  });

  it('is counted in instants across a daylight-saving change', () => {
    // Auckland leaves daylight saving at 3:00 AM on 5 April 2026 (clocks go back to 2:00 AM):
    // 24 hours before 10:00 AM on 5 April is 11:00 AM on 4 April by the clock, not 10:00.
    const afterChange = new Date('2026-04-04T22:00:00Z'); // 10:00 AM NZST, 5 April
    expect(freeCancellationUntil(afterChange, 24).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(isLateCancellation(afterChange, new Date('2026-04-03T22:00:00Z'), 24)).toBe(false);
    expect(isLateCancellation(afterChange, new Date('2026-04-03T22:00:01Z'), 24)).toBe(true);
  });
});

const now = new Date('2026-09-01T00:00:00Z');
const daysAgo = (days: number, ms = 0) => new Date(now.getTime() - days * 86_400_000 + ms);

describe('a strike counts', () => {
  it.each([
    // [what, at, forgiven, counts]
    ['today', daysAgo(0), null, true],
    ['179 days old', daysAgo(179), null, true],
    ['a millisecond short of 180 days', daysAgo(180, 1), null, true],
    ['exactly 180 days old', daysAgo(180), null, false],
    ['181 days old', daysAgo(181), null, false],
    ['forgiven, yesterday', daysAgo(1), daysAgo(0), false],
    ['in the future (a clock off)', daysAgo(-1), null, false],
  ] as const)('%s: %s', (_what, at, forgivenAt, counts) => {
    expect(strikeCounts({ at, forgivenAt }, now)).toBe(counts);
  });

  it('the window starts exactly 180 days of 24 hours back', () => {
    expect(strikeWindowStart(now).toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('counts only those that count', () => {
    const strikes = [
      { at: daysAgo(1), forgivenAt: null },
      { at: daysAgo(2), forgivenAt: daysAgo(1) },
      { at: daysAgo(180), forgivenAt: null },
      { at: daysAgo(100), forgivenAt: null },
    ];
    expect(countStrikes(strikes, now)).toBe(2);
  });
});

describe('the consequence', () => {
  it.each([
    [0, 3, null],
    [2, 3, null],
    [3, 3, 'refuse'],
    [4, 3, 'refuse'],
    [0, 1, null],
    [1, 1, 'refuse'],
  ] as const)('%i strikes with a limit of %i: %s', (strikes, strikeLimit, consequence) => {
    expect(strikeConsequence(strikes, { strikeLimit, consequence: 'refuse' })).toBe(consequence);
  });

  it('defaults to 24 hours, 3 strikes, may not book', () => {
    expect(DEFAULT_POLICY).toEqual({
      freeHours: 24,
      strikeLimit: 3,
      consequence: 'refuse',
      strikeDepositCents: null,
    });
  });

  it("with 'deposit', the customer at the limit must pay one (decision 056)", () => {
    const policy = { strikeLimit: 2, consequence: 'deposit' } as const;
    expect(strikeConsequence(1, policy)).toBeNull();
    expect(strikeConsequence(2, policy)).toBe('deposit');
  });
});

describe('the texts', () => {
  it.each([
    [24, 'Free cancellation until 24 hours before.'],
    [1, 'Free cancellation until 1 hour before.'],
    [0, 'Free cancellation until the appointment starts.'],
  ] as const)('%i hours: %s', (hours, text) => {
    expect(cancellationTexts.policy(hours)).toBe(text);
  });

  it('says why a booking is refused', () => {
    expect(cancellationTexts.refused('Kelburn Cuts', 3)).toBe(
      "You can't book with Kelburn Cuts online right now: you have 3 strikes (late cancellations or no-shows) in the last 180 days. Please contact the business.",
    );
  });
});
