// docs/decisions/README.md is the index a newcomer reads: every record is in it, and every link
// in it names a record that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../docs/decisions');

it('lists every decision record, and links only to records that exist', () => {
  const records = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
  expect(records.filter((f) => !linked.includes(f))).toEqual([]);
  expect(linked.filter((f) => !records.includes(f!))).toEqual([]);
});
