import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  businessHandovers,
  businesses,
  favorites,
  teamMembers,
  users,
  waitlistEntries,
} from '../../db/schema.ts';

// Closing a business and handing it over (decision 051): the rows each touches.

type Conn = Db | Tx;

/**
 * Closes the business (held FOR UPDATE by the caller): what only its public page showed goes
 * (its phone number, text and photos, which may be a person's own); its name, address and
 * sections stay, as its customers' past appointments name them. Its team signs in to it no
 * more, nobody waits for its places or keeps it as a favourite, and an open offer ends.
 */
export async function close(tx: Tx, businessId: string, now: Date): Promise<void> {
  await tx
    .update(businesses)
    .set({ closedAt: now, contactNumber: '', aboutBusiness: '', photos: [] })
    .where(eq(businesses.id, businessId));
  await tx
    .update(teamMembers)
    .set({ removedAt: now, inviteTokenHash: null })
    .where(and(eq(teamMembers.businessId, businessId), isNull(teamMembers.removedAt)));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.businessId, businessId));
  await tx.delete(favorites).where(eq(favorites.businessId, businessId));
  await endOffer(tx, businessId, now);
}

/** Its appointments that still hold a place and have not started: the closing cancels them. */
export async function listUpcoming(db: Conn, businessId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.status, [...PLACE_HOLDING]),
        gt(appointments.startsAt, now),
      ),
    )
    .orderBy(appointments.startsAt);
  return rows.map((r) => r.id);
}

/** Closed businesses (with their owner) that still have an upcoming appointment. */
export async function listUnfinishedClosings(db: Conn, now: Date) {
  const rows = await db
    .selectDistinct({ businessId: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .innerJoin(appointments, eq(appointments.businessId, businesses.id))
    .where(
      and(
        isNotNull(businesses.closedAt),
        isNotNull(businesses.ownerId),
        inArray(appointments.status, [...PLACE_HOLDING]),
        gt(appointments.startsAt, now),
      ),
    );
  return rows.flatMap((r) => (r.ownerId ? [{ businessId: r.businessId, ownerId: r.ownerId }] : []));
}

export type Offer = typeof businessHandovers.$inferSelect;

/** An offer still open: not ended, not expired. */
const stillOpen = (now: Date) =>
  and(isNull(businessHandovers.endedAt), gt(businessHandovers.expiresAt, now));

/** The business's open offer, with the name and address of the account it is made to. */
export async function findOpenOffer(db: Conn, businessId: string, now: Date) {
  const [row] = await db
    .select({
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      expiresAt: businessHandovers.expiresAt,
    })
    .from(businessHandovers)
    .innerJoin(users, eq(users.id, businessHandovers.toUserId))
    .where(and(eq(businessHandovers.businessId, businessId), stillOpen(now)));
  return row;
}

/** Ends the business's open offer, if any (a new one, a withdrawal, the closing). */
export async function endOffer(tx: Tx, businessId: string, now: Date): Promise<boolean> {
  const ended = await tx
    .update(businessHandovers)
    .set({ endedAt: now })
    .where(and(eq(businessHandovers.businessId, businessId), isNull(businessHandovers.endedAt)))
    .returning({ id: businessHandovers.id });
  return ended.length > 0;
}

export async function insertOffer(tx: Tx, values: typeof businessHandovers.$inferInsert) {
  await tx.insert(businessHandovers).values(values);
}

/**
 * The offer a link's token names, open and unexpired, with what its page shows; `lock` holds
 * it for the acceptance, so that it is used once.
 */
export async function findOfferByToken(db: Conn, tokenHash: string, now: Date, lock = false) {
  const from = sql<string>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.id = ${businessHandovers.fromUserId})`;
  const query = db
    .select({
      offer: businessHandovers,
      businessName: businesses.name,
      fromName: from,
    })
    .from(businessHandovers)
    .innerJoin(businesses, eq(businesses.id, businessHandovers.businessId))
    .where(
      and(eq(businessHandovers.tokenHash, tokenHash), stillOpen(now), isNull(businesses.closedAt)),
    );
  const [row] = lock ? await query.for('update', { of: businessHandovers }) : await query;
  return row;
}

/** The offer accepted: the business is the recipient's; the offer is spent. */
export async function transfer(tx: Tx, offer: Offer, now: Date): Promise<void> {
  await tx
    .update(businesses)
    .set({ ownerId: offer.toUserId })
    .where(eq(businesses.id, offer.businessId));
  await tx
    .update(businessHandovers)
    .set({ endedAt: now, accepted: true })
    .where(eq(businessHandovers.id, offer.id));
}
