import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';

export type RatedKind = 'business' | 'user';

/** One rating per rater and rated: a new one replaces the old. */
export async function upsert(
  db: Db,
  v: { raterId: string; ratedId: string; ratedKind: RatedKind; rate: number; at: Date },
): Promise<void> {
  await db
    .insert(ratings)
    .values({
      raterId: v.raterId,
      ratedId: v.ratedId,
      ratedKind: v.ratedKind,
      rate: v.rate,
      updatedAt: v.at,
    })
    .onConflictDoUpdate({
      target: [ratings.raterId, ratings.ratedId],
      set: { rate: v.rate, ratedKind: v.ratedKind, updatedAt: v.at },
    });
}

export async function aggregate(db: Db, ratedId: string, kind: RatedKind) {
  const [row] = await db
    .select({
      average: sql<number | null>`avg(${ratings.rate})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.ratedId, ratedId), eq(ratings.ratedKind, kind)));
  return {
    average: row?.average == null ? 0 : Number(row.average),
    count: Number(row?.count ?? 0),
  };
}
