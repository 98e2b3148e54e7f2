import { describe, it, expect } from 'vitest';
import { email, id, localDate, localTime, trimmed } from './common.ts';
import { issuesOf } from './testing/issues.ts';

describe('localDate', () => {
  const cases: { value: string; expected: string[] }[] = [
    { value: '2026-05-04', expected: [] },
    { value: '2028-02-29', expected: [] },
    { value: '2026-02-29', expected: ['Must be a real calendar date'] },
    { value: '2026-02-30', expected: ['Must be a real calendar date'] },
    { value: '2026-04-31', expected: ['Must be a real calendar date'] },
    { value: '2026-13-01', expected: ['Must be a real calendar date'] },
    { value: '2026-00-10', expected: ['Must be a real calendar date'] },
    { value: '2026-5-4', expected: ['Must be a date like 2026-03-31'] },
    { value: '2026-05-04T00:00:00Z', expected: ['Must be a date like 2026-03-31'] },
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

describe('dates outside 1900-2100', () => {
  const cases: { value: string; expected: string[] }[] = [
    { value: '1900-01-01', expected: [] },
    { value: '2100-12-31', expected: [] },
    { value: '1899-12-31', expected: ['Must be a date between 1 Jan 1900 and 31 Dec 2100'] },
    { value: '0000-01-01', expected: ['Must be a date between 1 Jan 1900 and 31 Dec 2100'] },
    { value: '2101-01-01', expected: ['Must be a date between 1 Jan 1900 and 31 Dec 2100'] },
    { value: '9999-12-31', expected: ['Must be a date between 1 Jan 1900 and 31 Dec 2100'] },
  ];
  it.each(cases)('$value', ({ value, expected }) => {
    expect(issuesOf(localDate, value)).toEqual(expected);
  });
});

describe('control characters in text', () => {
  const refused = 'Must not contain control characters';
  const cases: { name: string; value: string; multiline: boolean; expected: string[] }[] = [
    { name: 'plain text', value: 'Kia ora', multiline: false, expected: [] },
    { name: 'unicode letters and emoji', value: 'Māori café 💇', multiline: false, expected: [] },
    { name: 'NUL', value: 'a\u0000b', multiline: false, expected: [refused] },
    { name: 'escape', value: 'a\u001bb', multiline: false, expected: [refused] },
    { name: 'DEL', value: 'a\u007fb', multiline: false, expected: [refused] },
    { name: 'a C1 control', value: 'a\u0085b', multiline: false, expected: [refused] },
    { name: 'a line break in a name', value: 'a\nb', multiline: false, expected: [refused] },
    { name: 'line breaks in a note', value: 'a\r\n\tb', multiline: true, expected: [] },
    { name: 'NUL in a note', value: 'a\n\u0000', multiline: true, expected: [refused] },
  ];
  it.each(cases)('$name', ({ value, multiline, expected }) => {
    expect(issuesOf(trimmed(100, { multiline }), value)).toEqual(expected);
  });

  it('refuses them in ids and e-mail addresses too', () => {
    expect(issuesOf(id, 'abc\u0000')).toEqual([refused]);
    expect(issuesOf(email, 'ana\u0000@example.com')).toEqual([refused]);
  });
});
