import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, favorites, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type Conn = Db | Tx;

export async function findById(db: Conn, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function insert(db: Conn, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function update(
  db: Conn,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  if (Object.keys(values).length === 0) return findById(db, id);
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function markVerifiedByEmail(db: Conn, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ verified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Unverified accounts created before `cutoff`; their businesses go with them (cascade). */
export async function deleteUnverifiedBefore(db: Conn, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.verified, false), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return rows.length;
}

export async function listOwnedBusinessIds(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
  return rows.map((r) => r.id);
}

export async function listFavoriteIds(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.businessId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.businessId));
  return rows.map((r) => r.id);
}

export async function businessExists(db: Conn, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return Boolean(row);
}

export async function addFavorite(db: Conn, userId: string, businessId: string): Promise<void> {
  await db.insert(favorites).values({ userId, businessId }).onConflictDoNothing();
}

export async function removeFavorite(db: Conn, userId: string, businessId: string): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}

/** PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
