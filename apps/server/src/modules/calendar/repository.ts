import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import {
  appointments,
  businesses,
  calendarFeeds,
  sections,
  services,
  teamMembers,
  users,
} from '../../db/schema.ts';

const customer = alias(users, 'customer');

/**
 * An appointment as its calendar entry says it, with who may read it. `changes` counts its
 * history lines: the entry's SEQUENCE is the index of the latest one.
 */
/** A business's address as its calendar entries name it (docs/calendars.md). */
export const entryAddressColumns = {
  street: businesses.street,
  suburb: businesses.suburb,
  city: businesses.city,
  state: businesses.state,
  postCode: businesses.postCode,
  country: businesses.country,
};

const facts = {
  id: appointments.id,
  userId: appointments.userId,
  ownerId: businesses.ownerId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  // A booking by service lasts the service's length (ends_at); a slot, the section's slot.
  durationMinutes: sql<number>`coalesce((extract(epoch from ${appointments.endsAt} - ${appointments.startsAt}) / 60)::int, ${sections.slotDuration})`,
  timezone: businesses.timezone,
  businessName: businesses.name,
  sectionName: sections.sectionName,
  /** A booking by service: the service and the member (null otherwise). */
  serviceName: services.name,
  memberName: teamMembers.name,
  ...entryAddressColumns,
  customerName: sql<string>`coalesce(${customer.firstName} || ' ' || ${customer.lastName}, ${appointments.walkInName}, '')`,
  /** null for a walk-in: no account, so no address to invite. */
  customerEmail: customer.email,
  changes: sql<number>`(select count(*) from appointment_changes c where c.appointment_id = ${appointments.id})::int`,
};

const base = (db: Db | Tx) =>
  db
    .select(facts)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.memberId))
    .leftJoin(customer, eq(customer.id, appointments.userId));

/** One appointment's entry facts (inside a transaction: as that transaction sees it). */
export async function findEntry(db: Db | Tx, id: string) {
  const [row] = await base(db).where(eq(appointments.id, id));
  return row;
}

export type EntryFacts = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/**
 * A feed's appointments: the user's own and those of the businesses they own, holding a place
 * (not cancelled or rejected), starting from `since`, soonest first.
 */
export async function feedEntries(
  db: Db,
  userId: string,
  since: Date,
  limit: number,
): Promise<EntryFacts[]> {
  return base(db)
    .where(
      and(
        or(eq(appointments.userId, userId), eq(businesses.ownerId, userId)),
        inArray(appointments.status, [...PLACE_HOLDING]),
        gte(appointments.startsAt, since),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}

/** Creates the user's feed or replaces its token: the old one stops working at once. */
export async function saveFeed(db: Db, userId: string, tokenHash: string, at: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: Db | Tx, userId: string): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

export async function feedOf(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The user a feed token belongs to (by its hash); undefined when unknown or revoked. */
export async function userOfFeed(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, firstName: users.firstName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}
