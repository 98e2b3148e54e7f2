import { and, asc, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { appointments, businesses, favorites, users } from '../../db/schema.ts';

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

/**
 * Account `id`, still at `email` and not yet verified, is verified; answers whether it was
 * (false: verified already, or its address is another now).
 */
export async function markVerified(db: Conn, id: string, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ verified: true, verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})` })
    .where(and(eq(users.id, id), eq(users.email, email), eq(users.verified, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Account `id`, waiting for `email`, takes it as its address, now proven; answers whether it
 * was waiting for it. A unique violation means another account holds the address.
 */
export async function confirmPendingEmail(db: Conn, id: string, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({
      email,
      pendingEmail: null,
      verified: true,
      verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})`,
    })
    .where(and(eq(users.id, id), eq(users.pendingEmail, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Account `id`, still unverified at `email`, gets the password whoever opened its verification
 * link chose, and is verified; its older sessions end. Answers the new token version
 * (undefined: verified already, or its address is another now).
 */
export async function verifyWithPassword(
  db: Conn,
  id: string,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      verified: true,
      verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})`,
    })
    .where(and(eq(users.id, id), eq(users.email, email), eq(users.verified, false)))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/** Whatever account waits to move to `email` waits no more (its link then changes nothing). */
export async function withdrawPendingEmail(db: Conn, email: string): Promise<void> {
  await db.update(users).set({ pendingEmail: null }).where(eq(users.pendingEmail, email));
}

/** Whether an account has this address, or waits for it as its new one. */
export async function addressInUse(db: Conn, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.pendingEmail, email)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A new password, and a new token version so every older session ends. `provenAt`: a reset
 * link proves the address too. Answers the new version (undefined: no such account).
 */
export async function changePassword(
  db: Conn,
  id: string,
  passwordHash: string,
  provenAt?: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(provenAt && {
        verified: true,
        verifiedAt: sql`coalesce(${users.verifiedAt}, ${provenAt})`,
      }),
    })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

// Prepared: every signed-in request runs it, so each pooled connection parses and plans it
// once (unnamed, PostgreSQL planned it on every request: bench/README.md, 'Lists and booking').
const sessionStateQuery = preparedFor((db) =>
  db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_state'),
);

/** Reads what every authenticated request checks: that the account exists, and its version. */
export async function findSessionState(
  db: Db,
  id: string,
): Promise<{ tokenVersion: number } | undefined> {
  const [row] = await sessionStateQuery(db).execute({ id });
  return row;
}

/**
 * Accounts created before `cutoff` that never proved an address, and whose businesses never
 * received an appointment (nothing of theirs was ever public). Their businesses go with them.
 */
export async function deleteUnverifiedBefore(db: Conn, cutoff: Date): Promise<number> {
  const bookedBusiness = db
    .select({ one: sql`1` })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(businesses.ownerId, users.id));
  const ownAppointment = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(eq(appointments.userId, users.id));
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.verified, false),
        isNull(users.verifiedAt),
        lt(users.createdAt, cutoff),
        notExists(bookedBusiness),
        notExists(ownAppointment),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

export async function listFavoriteIds(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.businessId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.businessId));
  return rows.map((r) => r.id);
}

export async function addFavorite(db: Conn, userId: string, businessId: string): Promise<void> {
  await db.insert(favorites).values({ userId, businessId }).onConflictDoNothing();
}

export async function removeFavorite(db: Conn, userId: string, businessId: string): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}

/**
 * Signing in keeps an account whose deletion was asked for (docs/decisions/049): true when it
 * was waiting to be deleted.
 */
export async function keepAccount(db: Conn, userId: string): Promise<boolean> {
  const kept = await db
    .update(users)
    .set({ deletionRequestedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  return kept.length > 0;
}
