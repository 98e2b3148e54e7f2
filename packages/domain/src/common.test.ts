import { describe, it, expect } from 'vitest';
import { email, localDate, localTime } from './common.ts';
import { issuesOf } from './testing/issues.ts';

describe('localDate', () => {
  const cases: { value: string; expected: string[] }[] = [
    { value: '2026-05-04', expected: [] },
    { value: '2028-02-29', expected: [] },
    { value: '2026-02-29', expected: ['Use a real calendar date'] },
    { value: '2026-02-30', expected: ['Use a real calendar date'] },
    { value: '2026-04-31', expected: ['Use a real calendar date'] },
    { value: '2026-13-01', expected: ['Use a real calendar date'] },
    { value: '2026-00-10', expected: ['Use a real calendar date'] },
    { value: '2026-5-4', expected: ['Use a date like 2026-03-31'] },
    { value: '2026-05-04T00:00:00Z', expected: ['Use a date like 2026-03-31'] },
  ];
  it.each(cases)('$value', ({ value, expected }) => {
    expect(issuesOf(localDate, value)).toEqual(expected);
  });
});

describe('localTime', () => {
  const cases: { value: string; ok: boolean }[] = [
    { value: '00:00', ok: true },
    { value: '09:30', ok: true },
    { value: '23:59', ok: true },
    { value: '24:00', ok: false },
    { value: '12:60', ok: false },
    { value: '9:30', ok: false },
    { value: '09:30:00', ok: false },
  ];
  it.each(cases)('$value', ({ value, ok }) => {
    expect(localTime.safeParse(value).success).toBe(ok);
  });
});

describe('email', () => {
  const cases: { input: string; expected: string | null }[] = [
    { input: 'ana@example.com', expected: 'ana@example.com' },
    { input: '  Ana@Example.COM ', expected: 'ana@example.com' },
    { input: 'ana@', expected: null },
    { input: '', expected: null },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    const result = email.safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
  });
});
