import { like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema.ts';

export type Locality = { suburb: string; city: string; state: string; country: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Distinct suburb/city combinations of registered businesses whose suburb or city starts with `prefix`. */
export async function listBusinessLocalities(
  db: Db,
  prefix: string,
  limit: number,
): Promise<Locality[]> {
  const pattern = `${escapeLike(prefix.toLowerCase())}%`;
  return db
    .selectDistinct({
      suburb: businesses.suburb,
      city: businesses.city,
      state: businesses.state,
      country: businesses.country,
    })
    .from(businesses)
    .where(
      or(
        like(sql`lower(${businesses.suburb})`, pattern),
        like(sql`lower(${businesses.city})`, pattern),
      ),
    )
    .orderBy(businesses.city, businesses.suburb)
    .limit(limit);
}
