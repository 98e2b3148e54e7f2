import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, services, teamMembers, users, waitlistEntries } from '../../db/schema.ts';

type Conn = Db | Tx;

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = Pick<
  typeof waitlistEntries.$inferInsert,
  | 'userId'
  | 'businessId'
  | 'sectionId'
  | 'serviceId'
  | 'memberId'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'startsAt'
>;

/** An entry with the names of its service and member (a service entry's), for its answer. */
export type NamedEntry = WaitlistRow & { serviceName: string | null; memberName: string | null };

const holding = sql.raw(PLACE_HOLDING.map(Number).join(', '));

/**
 * A service entry whose customer has since booked that service that day (a place-holding
 * booking): they have what they waited for, so it is neither listed nor told.
 */
const bookedSince = (w: typeof waitlistEntries) =>
  sql`exists (select 1 from ${appointments} a
               where a.user_id = ${w.userId} and a.business_id = ${w.businessId}
                 and a.service_id = ${w.serviceId} and a.appointment_date = ${w.appointmentDate}
                 and a.status in (${holding}))`;

export async function insertEntry(db: Conn, entry: NewEntry): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(entry).returning();
  return row!;
}

export async function findEntry(db: Conn, id: string): Promise<WaitlistRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

export async function deleteEntry(db: Conn, id: string): Promise<void> {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
}

/**
 * The caller's entries not yet ended, soonest first, with their service's and member's names;
 * a service entry whose service the caller has since booked that day is left out.
 */
export async function listMine(db: Conn, userId: string, now: Date): Promise<NamedEntry[]> {
  const w = waitlistEntries;
  const rows = await db
    .select({ entry: w, serviceName: services.name, memberName: teamMembers.name })
    .from(w)
    .leftJoin(services, eq(services.id, w.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, w.memberId))
    .where(
      and(
        eq(w.userId, userId),
        gt(w.startsAt, now),
        or(isNull(w.serviceId), sql`not ${bookedSince(w)}`),
      ),
    )
    .orderBy(asc(w.startsAt), asc(w.seq));
  return rows.map((r) => ({ ...r.entry, serviceName: r.serviceName, memberName: r.memberName }));
}

/**
 * Who to tell that a place freed in a slot, in the order they asked: entries for that slot
 * (not yet started) of customers who do not hold a place there now (one who booked it since
 * has what they waited for). Marks them told, in the caller's transaction.
 */
export async function takeWaiting(
  tx: Tx,
  slot: { sectionId: string; startsAt: Date },
  now: Date,
): Promise<Array<{ id: string; userId: string; email: string }>> {
  if (slot.startsAt.getTime() <= now.getTime()) return [];
  const w = waitlistEntries;
  const rows = await tx
    .select({ id: w.id, userId: w.userId, email: users.email })
    .from(w)
    .innerJoin(users, eq(users.id, w.userId))
    .where(
      and(
        isNull(w.serviceId),
        eq(w.sectionId, slot.sectionId),
        eq(w.startsAt, slot.startsAt),
        sql`not exists (select 1 from ${appointments} a
                         where a.section_id = ${w.sectionId} and a.starts_at = ${w.startsAt}
                           and a.user_id = ${w.userId}
                           and a.status in (${holding}))`,
      ),
    )
    .orderBy(asc(w.seq));
  if (rows.length > 0)
    await tx
      .update(w)
      .set({ notifiedAt: now })
      .where(
        and(isNull(w.serviceId), eq(w.sectionId, slot.sectionId), eq(w.startsAt, slot.startsAt)),
      );
  return rows;
}

/**
 * Who may be told that `memberId`'s time freed on `date` in a business, in the order they
 * asked: service entries of that day (not ended) for that member or for anyone, of customers
 * who have not booked that service that day since. Whether a time of their service is now
 * free with that member is the caller's question.
 */
export async function waitingOnMemberDay(
  tx: Tx,
  day: { businessId: string; date: string; memberId: string },
  now: Date,
): Promise<
  Array<{ id: string; userId: string; email: string; serviceId: string; serviceName: string }>
> {
  const w = waitlistEntries;
  const rows = await tx
    .select({
      id: w.id,
      userId: w.userId,
      email: users.email,
      serviceId: w.serviceId,
      serviceName: services.name,
    })
    .from(w)
    .innerJoin(users, eq(users.id, w.userId))
    .innerJoin(services, eq(services.id, w.serviceId))
    .where(
      and(
        eq(w.businessId, day.businessId),
        eq(w.appointmentDate, day.date),
        isNotNull(w.serviceId),
        or(isNull(w.memberId), eq(w.memberId, day.memberId)),
        gt(w.startsAt, now),
        sql`not ${bookedSince(w)}`,
      ),
    )
    .orderBy(asc(w.seq));
  return rows.map((r) => ({ ...r, serviceId: r.serviceId! }));
}

/** Marks entries told, now. */
export async function markTold(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length)
    await tx
      .update(waitlistEntries)
      .set({ notifiedAt: now })
      .where(inArray(waitlistEntries.id, ids));
}

/** Entries whose slot has started: they have nothing left to wait for. */
export async function deletePassed(db: Conn, now: Date): Promise<number> {
  const gone = await db
    .delete(waitlistEntries)
    .where(lte(waitlistEntries.startsAt, now))
    .returning({ id: waitlistEntries.id });
  return gone.length;
}

/** The names of a service entry's service and member, for its answer and its e-mail. */
export async function entryNames(
  db: Conn,
  row: Pick<WaitlistRow, 'serviceId' | 'memberId'>,
): Promise<{ serviceName: string | null; memberName: string | null }> {
  const [service] = row.serviceId
    ? await db.select({ name: services.name }).from(services).where(eq(services.id, row.serviceId))
    : [];
  const [member] = row.memberId
    ? await db
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.id, row.memberId))
    : [];
  return { serviceName: service?.name ?? null, memberName: member?.name ?? null };
}

/** Whether the customer holds a place-holding booking of that service on that day. */
export async function holdsServiceDay(
  db: Conn,
  ask: { userId: string; businessId: string; serviceId: string; date: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, ask.userId),
        eq(appointments.businessId, ask.businessId),
        eq(appointments.serviceId, ask.serviceId),
        eq(appointments.appointmentDate, ask.date),
        inArray(appointments.status, [...PLACE_HOLDING]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
