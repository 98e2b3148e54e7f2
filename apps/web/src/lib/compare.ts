/**
 * Orders ISO dates, times and timestamps ('2026-11-25', '09:30', '2026-11-25T09:30:00.000Z'):
 * they sort as text, code unit by code unit. Not localeCompare, whose first call builds ICU's
 * collator: tens of milliseconds on a phone, inside the first screen's render
 * (docs/performance.md).
 */
export const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
