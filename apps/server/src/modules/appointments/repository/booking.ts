import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { appointmentChanges, appointments, outbox } from '../../../db/schema.ts';
import type { ChangedBy } from '@timeapp/domain/events';
import { storedFromJson, storedJson, type EventRow } from '../../events/repository.ts';
import { written } from '../../events/publisher.ts';
import { outboxValues, type MailMessage } from '../../mail/outbox.ts';
import { slotLockKey } from './slots.ts';

// Taking a new place: what a booking reads first, and the one statement that takes it.

type Conn = Db | Tx;

export type NewAppointment = {
  /** Chosen by the caller, so the e-mail about it can be written before it exists. */
  id: string;
  /** null for a walk-in. */
  userId: string | null;
  businessId: string;
  sectionId: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  reason: string;
  /** A request: how many people are coming (docs/product-rules.md 10). */
  partySize?: number;
};

/** A booking by service: whose time it takes, when it ends, the stretch it blocks. */
export type ServiceBooking = {
  serviceId: string;
  memberId: string;
  endsAt: Date;
  blockedFrom: Date;
  blockedTo: Date;
};

/**
 * Gives a just-taken place its member and blocked stretch, in the booking's transaction: the
 * exclusion constraint appointments_member_no_overlap (drizzle/0024) refuses it (23P01) when
 * the member already holds an overlapping stretch, whichever process booked it.
 */
export async function holdMember(db: Conn, id: string, s: ServiceBooking): Promise<void> {
  await db
    .update(appointments)
    .set({
      serviceId: s.serviceId,
      memberId: s.memberId,
      endsAt: s.endsAt,
      blockedFrom: s.blockedFrom,
      blockedTo: s.blockedTo,
    })
    .where(eq(appointments.id, id));
}

/** Gives a just-taken request its party size, in the booking's transaction. */
export async function setPartySize(db: Conn, id: string, partySize: number): Promise<void> {
  await db.update(appointments).set({ partySize }).where(eq(appointments.id, id));
}

/** The first line of the appointment's history, written with the place. */
export type FirstChange = { status: AppointmentStatus; by: ChangedBy };

export type BookingOutcome =
  { kind: 'booked'; createdAt: Date } | { kind: 'already-booked' } | { kind: 'full' };

const p = sql.placeholder;

// Every value a placeholder, so the text is the same for every booking and the statement is
// prepared (docs: bench/README.md, 'Lists and booking'): sent unnamed, PostgreSQL parsed and
// planned this five-part statement on every booking.
const bookStatement = preparedSql<{
  result: 'booked' | 'already-booked' | 'full';
  booked_at: Date | string | null;
  events: unknown;
}>(
  'book_place',
  sql`
    with booked as (
      select * from book_place(${p('id')}::uuid, ${p('userId')}::uuid, ${p('businessId')}::uuid,
        ${p('sectionId')}::uuid, ${p('appointmentDate')}::text, ${p('appointmentTime')}::text,
        ${p('startsAt')}::timestamptz, ${p('reason')}::text, ${p('capacity')}::int,
        ${p('lockKey')}::text)
    ), queued as (
      insert into ${outbox} ("to", subject, content, links, reply_to, calendar_entry)
      select m."to", m.subject, m.content, m.links, m."replyTo", m."calendarEntry"
        from booked,
             jsonb_to_recordset(${p('mails')}::jsonb)
               as m("to" text, subject text, content jsonb, links jsonb, "replyTo" text,
                    "calendarEntry" jsonb)
       where booked.result = 'booked'
    ), published as (
      insert into events (type, owner_id, customer_id, section_id, slot_date, data)
      select e.type, e.owner_id, e.customer_id, e.section_id, e.slot_date, e.data
        from booked,
             jsonb_to_recordset(${p('events')}::jsonb)
               as e(type text, owner_id uuid, customer_id uuid, section_id uuid,
                    slot_date text, data jsonb)
       where booked.result = 'booked'
      returning *
    ), changed as (
      insert into ${appointmentChanges} (appointment_id, status, by, reason, at)
      select ${p('id')}::uuid, ${p('firstStatus')}::smallint, ${p('firstBy')}::text, '',
             booked.booked_at
        from booked where booked.result = 'booked'
    )
    select result, booked_at, (select ${storedJson('published')} from published) as events
      from booked`,
);

/**
 * Takes one place in a slot, or says why not, and queues the e-mail about it when it does:
 * one statement, one round trip, atomic on its own (no explicit transaction). The work is the
 * book_place function (drizzle/0004_book_place_function.sql), the three statements the
 * benchmark's pgbench script reproduces, in order:
 *
 *   select pg_advisory_xact_lock(hashtextextended($section_id::text || '|' || $starts_at_iso, 0));
 *   select count(*) filter (where true) as taken,
 *          count(*) filter (where user_id = $caller) as mine
 *     from appointments
 *    where section_id = $section_id and starts_at = $starts_at and status in (0, 1); -- holdsPlaceSql
 *   insert into appointments (...) values (...)   -- when mine = 0 and taken < capacity
 *
 * Why a lock and not just the count: two transactions counting at once would both see a free
 * place (cal.com #13397). The transaction-scoped advisory lock serialises bookings of one slot
 * across every API process sharing the database, and is released at commit, so the next
 * waiter's count (a fresh snapshot: the function is VOLATILE, under READ COMMITTED) sees the
 * place just taken. Other slots never wait. Waiting and Approved hold a place; Cancelled frees
 * it. `capacity` null means request mode: no limit, only the one-place-per-customer rule,
 * which the partial unique index appointments_one_place_per_customer also enforces.
 * The outbox row and the live events are inserted by the same statement, only when the place
 * was taken.
 */
export async function bookPlace(
  db: Conn,
  input: NewAppointment,
  capacity: number | null,
  mails: MailMessage[],
  events: EventRow[],
  first: FirstChange,
): Promise<BookingOutcome> {
  const a = input;
  const result = await bookStatement(db, {
    id: a.id,
    userId: a.userId,
    businessId: a.businessId,
    sectionId: a.sectionId,
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    startsAt: a.startsAt.toISOString(),
    reason: a.reason,
    capacity,
    lockKey: slotLockKey(a.sectionId, a.startsAt),
    mails: JSON.stringify(mails.map(outboxValues)),
    events: JSON.stringify(
      events.map((e) => ({
        type: e.type,
        owner_id: e.ownerId,
        customer_id: e.customerId,
        section_id: e.sectionId,
        slot_date: e.slotDate,
        data: e.data,
      })),
    ),
    firstStatus: first.status,
    firstBy: first.by,
  });
  const row = result.rows[0]!;
  written(db, storedFromJson(row.events));
  if (row.result === 'booked') return { kind: 'booked', createdAt: new Date(row.booked_at!) };
  return { kind: row.result };
}

/** A walk-in's place was just taken by bookPlace: it is approved and carries name and phone. */
export async function markWalkIn(
  tx: Tx,
  id: string,
  walkIn: { name: string; phone: string },
): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: AppointmentStatus.Approved, walkInName: walkIn.name, walkInPhone: walkIn.phone })
    .where(eq(appointments.id, id));
}
