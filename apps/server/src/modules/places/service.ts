import type { Place } from '@timeapp/domain/businesses';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../lib/actor.ts';
import { fold, placeLabel as label, searchNz, searchWorld } from './dataset.ts';
import { listBusinessLocalities, type Locality } from './repository.ts';

const LIMIT = 10;
const NEW_ZEALAND = 'New Zealand';
/** Places where businesses are registered keep a few slots even when the dataset fills the list. */
const RESERVED_FOR_BUSINESS_PLACES = 4;

/** A business's suburb and city, each as a place when it matches the query. */
function businessPlaces(rows: Locality[], q: string): Place[] {
  const query = fold(q);
  const places: Place[] = [];
  for (const r of rows) {
    if (r.suburb && fold(r.suburb).startsWith(query))
      places.push({
        label: label(r.suburb, r.city, r.country),
        suburb: r.suburb,
        city: r.city,
        state: r.state,
        country: r.country,
      });
    if (r.city && fold(r.city).startsWith(query))
      places.push({
        label: label(r.city, r.state, r.country),
        suburb: '',
        city: r.city,
        state: r.state,
        country: r.country,
      });
  }
  return places;
}

export async function searchPlaces(ctx: AppContext, _actor: Actor, q: string): Promise<Place[]> {
  // Anyone may look up places: search and the registration form use it before signing in.
  const [nz, rows] = await Promise.all([
    searchNz(q, LIMIT),
    listBusinessLocalities(ctx.db, q.trim(), 30),
  ]);
  const fromBusinesses = businessPlaces(rows, q);
  const nzTake = LIMIT - Math.min(RESERVED_FOR_BUSINESS_PLACES, fromBusinesses.length);
  // Other countries only when New Zealand has nothing: the product is run from there.
  const nothingInNz = nz.length === 0 && !fromBusinesses.some((p) => p.country === NEW_ZEALAND);
  const world = nothingInNz ? await searchWorld(q, LIMIT) : [];
  const seen = new Set<string>();
  return [...nz.slice(0, nzTake), ...fromBusinesses, ...nz.slice(nzTake), ...world]
    .filter((p) => {
      const key = p.label.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, LIMIT);
}
