import { describe, expect, it } from 'vitest';

// Two operations that share a query key read each other's cache: one list of categories as an
// array and one as a map under the same key broke the business form (issue 14). Every GET
// operation lives in one file under src/api and exports its `...QueryOptions` factory; this
// builds every key with placeholder arguments and checks that no two can ever meet.
const operations = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../api/**', '!../**/*.test.{ts,tsx}', '!../testing/**'],
  { eager: true, query: '?raw', import: 'default' },
);

const PLACEHOLDER = '<argument>';
type Key = readonly unknown[];
type Operation = { name: string; key: Key };

function collectOperations(): Operation[] {
  const found: Operation[] = [];
  for (const [file, exports] of Object.entries(operations))
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('QueryOptions') || typeof value !== 'function') continue;
      const args = Array.from({ length: value.length }, (_, i) => `${PLACEHOLDER}${i}`);
      const options = (value as (...a: string[]) => { queryKey: Key })(...args);
      found.push({ name: `${file.slice(2)} ${name}`, key: options.queryKey });
    }
  return found;
}

/** The words a key starts with before its first argument: what no other key may start with. */
const fixedStart = (key: Key) => {
  const end = key.findIndex((part) => JSON.stringify(part).includes(PLACEHOLDER));
  return end === -1 ? key : key.slice(0, end);
};
const startsWith = (key: Key, prefix: Key) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

describe('query keys', () => {
  const all = collectOperations();

  it('finds the operations', () => {
    expect(all.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'businesses/list-categories.ts categoriesQueryOptions',
        'businesses/get-business.ts businessQueryOptions',
        'appointments/list-appointments.ts myAppointmentsQueryOptions',
      ]),
    );
  });

  it('gives each operation a key that starts with two fixed words', () => {
    for (const { name, key } of all)
      expect(fixedStart(key).length, `${name}: ${JSON.stringify(key)}`).toBeGreaterThanOrEqual(2);
  });

  it('lets no operation share or start another operation key', () => {
    const clashes: string[] = [];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) {
        const [fa, fb] = [fixedStart(a.key), fixedStart(b.key)];
        if (startsWith(fa, fb) || startsWith(fb, fa)) clashes.push(`${a.name} ~ ${b.name}`);
      }
    expect(clashes).toEqual([]);
  });

  it('keeps every call to the server in src/api', () => {
    const callers = Object.entries(sources)
      .filter(([, text]) => /\bapi\.(get|post|put|delete)\s*[<(]|\bqueryOptions\s*\(/.test(text))
      .map(([file]) => file);
    expect(callers).toEqual([]);
  });
});
