import { and, asc, count, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passkeys, recoveryCodes, signInChallenges, totpAuthenticators } from '../../db/schema.ts';

type Conn = Db | Tx;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof signInChallenges.$inferSelect;
export type ChallengePurpose = ChallengeRow['purpose'];

// Passkeys

export async function listPasskeys(db: Conn, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Conn, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function findPasskeyById(db: Conn, id: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

export async function insertPasskey(db: Conn, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/**
 * Records a sign-in with the passkey: its new counter, if the counter is still the one the
 * check read (two sign-ins racing with one cloned authenticator: only one moves it on).
 */
export async function recordPasskeyUse(
  db: Conn,
  id: string,
  readCounter: number,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, readCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Conn, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function countPasskeys(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

// Challenges and second-factor tickets

export async function insertChallenge(db: Conn, values: typeof signInChallenges.$inferInsert) {
  await db.insert(signInChallenges).values(values);
}

/** The challenge, if it is still open; it stays (a ticket survives a mistyped code). */
export async function findChallenge(
  db: Conn,
  stateHash: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.stateHash, stateHash),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Takes the challenge: deleted as it is read, so it is good once whatever happens next. */
export async function claimChallenge(
  db: Conn,
  stateHash: string,
  purpose: ChallengePurpose,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.stateHash, stateHash), eq(signInChallenges.purpose, purpose)))
    .returning();
  return row;
}

export async function deleteExpiredChallenges(db: Conn, now: Date): Promise<void> {
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
}

// Authenticator apps and recovery codes

export async function findTotp(db: Conn, userId: string) {
  const [row] = await db
    .select()
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId));
  return row;
}

/** A new, unconfirmed secret, replacing an unconfirmed one; false if a confirmed one exists. */
export async function startTotp(db: Conn, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(totpAuthenticators)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpAuthenticators.userId,
      set: { secret, lastStep: 0 },
      setWhere: isNull(totpAuthenticators.confirmedAt),
    })
    .returning({ userId: totpAuthenticators.userId });
  return rows.length > 0;
}

/**
 * Accepts the code of `step`: only if no code of that step or a later one was accepted before
 * (two requests with one overheard code: one wins). `confirm` marks the app proven too.
 */
export async function acceptTotpStep(
  db: Conn,
  userId: string,
  step: number,
  now: Date,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(totpAuthenticators)
    .set(confirm ? { lastStep: step, confirmedAt: now } : { lastStep: step })
    .where(and(eq(totpAuthenticators.userId, userId), lt(totpAuthenticators.lastStep, step)))
    .returning({ userId: totpAuthenticators.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Conn, userId: string): Promise<void> {
  await db.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Conn, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId })));
}

/** Uses the recovery code: once, by its account only. */
export async function useRecoveryCode(
  db: Conn,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, codeHash),
        eq(recoveryCodes.userId, userId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Conn, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
