import { and, asc, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
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

/** The account whose address this is gets verified; answers whether there was one. */
export async function markVerifiedByEmail(db: Conn, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ verified: true, verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The account waiting for `email` takes it as its address, now proven; answers whether there
 * was one. A unique violation means someone registered the address meanwhile.
 */
export async function confirmPendingEmail(db: Conn, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      email,
      pendingEmail: null,
      verified: true,
      verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})`,
    })
    .where(eq(users.pendingEmail, email))
    .returning({ id: users.id });
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

export async function findProfileImage(db: Conn, userId: string): Promise<string> {
  const [row] = await db
    .select({ image: users.profileImage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.image ?? '';
}
