import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, businesses, ratings, users } from '../../db/schema.ts';

export type RatedKind = 'business' | 'user';

export async function findBusinessOwner(
  db: Db,
  id: string,
): Promise<{ ownerId: string } | undefined> {
  const [row] = await db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/** Whether `customerId` has had an appointment (any status) with a business `ownerId` owns. */
export async function hasAppointmentWithOwner(
  db: Db,
  ownerId: string,
  customerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(and(eq(appointments.userId, customerId), eq(businesses.ownerId, ownerId)))
    .limit(1);
  return Boolean(row);
}

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
