import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { preparedByShape, preparedFor, preparedSql } from '../../db/prepared.ts';
import { AppointmentStatus, PLACE_HOLDING } from '@timeapp/domain/status';
import {
  appointmentChanges,
  appointmentNotes,
  appointmentProposals,
  appointments,
  businesses,
  outbox,
  ratings,
  sections,
  users,
} from '../../db/schema.ts';
import type { ChangedBy } from '@timeapp/domain/events';
import { storedFromJson, storedJson, type EventRow } from '../events/repository.ts';
import { written } from '../events/publisher.ts';
import { entryAddressColumns } from '../calendar/repository.ts';
import { outboxValues, type MailMessage } from '../mail/outbox.ts';

type Conn = Db | Tx;

export type AppointmentRow = typeof appointments.$inferSelect;

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
};

/** The first line of the appointment's history, written with the place. */
export type FirstChange = { status: AppointmentStatus; by: ChangedBy };

export type BookingOutcome =
  { kind: 'booked'; createdAt: Date } | { kind: 'already-booked' } | { kind: 'full' };

/** The text the slot's advisory lock is keyed on: `<section uuid>|<starts_at in UTC ISO>`. */
export const slotLockKey = (sectionId: string, startsAt: Date) =>
  `${sectionId}|${startsAt.toISOString()}`;

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

const customer = alias(users, 'customer');
const owner = alias(users, 'owner');

// Everything a booking needs before it takes the place, in one round trip: the business, the
// section if it belongs to it and is active (deleted ones take no bookings), the owner's
// address for the e-mail, and the customer as the answer shows them.
const bookingContextQuery = preparedFor((db) =>
  db
    .select({
      business: {
        id: businesses.id,
        ownerId: businesses.ownerId,
        name: businesses.name,
        contactNumber: businesses.contactNumber,
        photos: businesses.photos,
        timezone: businesses.timezone,
        // The address its calendar entry names (docs/calendars.md).
        ...entryAddressColumns,
        createdAt: businesses.createdAt,
        referralCount: businesses.referralCount,
        validBugReports: businesses.validBugReports,
        subscriptionStatus: businesses.subscriptionStatus,
        pastDueSince: businesses.pastDueSince,
        paidThrough: businesses.paidThrough,
      },
      section: sections,
      ownerEmail: owner.email,
      ownerVerified: owner.verified,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        profileImage: customer.profileImage,
        email: customer.email,
        // The session check rides on this read (plugins/auth.ts, sessionInQuery).
        tokenVersion: customer.tokenVersion,
      },
    })
    .from(businesses)
    .innerJoin(owner, eq(owner.id, businesses.ownerId))
    .leftJoin(
      sections,
      and(
        eq(sections.id, sql.placeholder('sectionId')),
        eq(sections.businessId, businesses.id),
        eq(sections.version, 0),
      ),
    )
    .leftJoin(customer, eq(customer.id, sql.placeholder('userId')))
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .prepare('booking_context'),
);

export type BookingContext = NonNullable<Awaited<ReturnType<typeof findBookingContext>>>;

/** undefined: no such business; `section` null: no such active section in it. */
export async function findBookingContext(
  db: Db,
  businessId: string,
  sectionId: string,
  userId: string,
) {
  const [row] = await bookingContextQuery(db).execute({ businessId, sectionId, userId });
  return row;
}

/** An appointment with what the screens show beside it: business, section, customer, rating. */
const view = {
  id: appointments.id,
  userId: appointments.userId,
  businessId: appointments.businessId,
  sectionId: appointments.sectionId,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  startsAt: appointments.startsAt,
  reason: appointments.reason,
  cancellationReason: appointments.cancellationReason,
  extendedNote: appointments.extendedNote,
  status: appointments.status,
  attendance: appointments.attendance,
  attendanceAt: appointments.attendanceAt,
  walkInName: appointments.walkInName,
  walkInPhone: appointments.walkInPhone,
  createdAt: appointments.createdAt,
  sectionName: sections.sectionName,
  businessName: businesses.name,
  contactNumber: businesses.contactNumber,
  photos: businesses.photos,
  timezone: businesses.timezone,
  ownerId: businesses.ownerId,
  /** null for a walk-in. */
  firstName: customer.firstName,
  lastName: customer.lastName,
  profileImage: customer.profileImage,
  customerEmail: customer.email,
  customerPhone: customer.mobileNumber,
  /** The business owner's rating of this customer, if any. */
  customerRating: ratings.rate,
  /** Its status changes, oldest first: shaped by the database, so a list is one query. */
  history: sql<
    HistoryItem[]
  >`(select coalesce(json_agg(json_build_object('status', c.status, 'by', c.by, 'reason', c.reason, 'at', c.at) order by c.id), '[]'::json) from ${appointmentChanges} c where c.appointment_id = ${appointments.id})`,
  /** The owner's proposal of another time, if one was made and not answered (open or not). */
  proposal: sql<ProposalItem | null>`(select json_build_object('appointmentDate', p.appointment_date, 'appointmentTime', p.appointment_time, 'startsAt', p.starts_at, 'message', p.message, 'proposedAt', p.proposed_at) from ${appointmentProposals} p where p.appointment_id = ${appointments.id})`,
  /** The owner's contact notes, oldest first. */
  notes: sql<
    NoteItem[]
  >`(select coalesce(json_agg(json_build_object('text', n.text, 'at', n.at) order by n.id), '[]'::json) from ${appointmentNotes} n where n.appointment_id = ${appointments.id})`,
};

/** A history line or a note as the view's JSON carries it: `at` is a timestamp's text. */
export type HistoryItem = Pick<ChangeRow, 'status' | 'by' | 'reason'> & { at: string };
export type NoteItem = { text: string; at: string };
export type ProposalItem = {
  appointmentDate: string;
  appointmentTime: string;
  startsAt: string;
  message: string;
  proposedAt: string;
};

/** `extra`: columns some lists add (typed by their caller, see ListedView). */
const selectView = (db: Conn, extra: Record<string, SQL> = {}) =>
  db
    .select({ ...view, ...extra } as typeof view)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(customer, eq(customer.id, appointments.userId))
    .leftJoin(
      ratings,
      and(eq(ratings.raterId, businesses.ownerId), eq(ratings.ratedId, appointments.userId)),
    );

export type AppointmentView = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

export async function findView(db: Conn, id: string): Promise<AppointmentView | undefined> {
  const [row] = await selectView(db).where(eq(appointments.id, id));
  return row;
}

export type ListFilter = {
  userId?: string;
  businessId?: string;
  sectionId?: string;
  status?: AppointmentStatus;
  from?: string;
  to?: string;
  /**
   * Set: only what is coming at this instant, Waiting or Approved on the business's local
   * today or later (a customer's Today and Future lists).
   */
  upcomingAt?: Date;
  /**
   * Set (with `businessId`): the caller, listing as the business's owner. Rows come only when
   * the business is theirs, each with its customer's record with the business (`arrived`,
   * `noShows`), so an owner's list is one query; no rows means no appointments or not theirs.
   */
  ownerId?: string;
  limit: number;
  offset: number;
};

/** A list row: an owner's list also carries the customer's record with the business. */
export type ListedView = AppointmentView & {
  record?: [number, number] | null;
  /** The caller's token version, read by a list (the session check: lib/actor.ts). */
  sessionVersion?: number | null;
};

// The caller's token version, evaluated once per list (an InitPlan): the list's own round
// trip confirms the session instead of a read of its own (plugins/auth.ts, sessionInQuery).
const sessionColumn = {
  sessionVersion: sql<
    number | null
  >`(select ${users.tokenVersion} from ${users} where ${users.id} = ${p('me')}::uuid)`,
};

// Per row, the customer's appointments with this business marked arrived and no-show, as
// [arrived, noShows], from the partial index appointments_attendance_idx (index-only).
const attendanceColumns = {
  record: sql<
    [number, number] | null
  >`(select array[count(*) filter (where x.attendance = 'arrived'), count(*) filter (where x.attendance = 'no-show')]::int[] from ${appointments} x where x.user_id = ${appointments.userId} and x.business_id = ${appointments.businessId} and x.attendance is not null)`,
};

const DAY_MS = 86_400_000;
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

const listQuery = (db: Db, f: ListFilter, name: string) => {
  const where: SQL[] = [];
  if (f.userId) where.push(eq(appointments.userId, p('userId')));
  if (f.businessId) where.push(eq(appointments.businessId, p('businessId')));
  if (f.sectionId) where.push(eq(appointments.sectionId, p('sectionId')));
  if (f.status !== undefined) where.push(eq(appointments.status, p('status')));
  if (f.from) {
    where.push(gte(appointments.appointmentDate, p('from')));
    where.push(sql`${appointments.startsAt} >= ${p('fromAt')}::timestamptz`);
  }
  if (f.to) {
    where.push(lte(appointments.appointmentDate, p('to')));
    where.push(sql`${appointments.startsAt} < ${p('toAt')}::timestamptz`);
  }
  if (f.upcomingAt) {
    where.push(inArray(appointments.status, [...PLACE_HOLDING]));
    // The business's local date at that instant, in the appointment_date format.
    where.push(
      sql`${appointments.appointmentDate} >= to_char(${p('upcomingAt')}::timestamptz at time zone ${businesses.timezone}, 'YYYY-MM-DD')`,
    );
    // Nothing that started more than a day ago can be on a local today (the index narrows).
    where.push(sql`${appointments.startsAt} >= ${p('upcomingFrom')}::timestamptz`);
  }
  if (f.ownerId) where.push(eq(businesses.ownerId, p('ownerId')));
  return selectView(db, { ...sessionColumn, ...(f.ownerId ? attendanceColumns : {}) })
    .where(and(...where))
    .orderBy(asc(appointments.startsAt), asc(appointments.createdAt), asc(appointments.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name);
};
/** One prepared statement per combination of filters, made on first use. */
const listQueries = preparedByShape(
  'appointment_list',
  {
    userId: 'u',
    businessId: 'b',
    sectionId: 's',
    status: 't',
    from: 'f',
    to: 'o',
    upcomingAt: 'c',
    ownerId: 'w',
  },
  listQuery,
);

/**
 * One query for a list. `from`/`to` are business-local dates: the exact test is on
 * appointment_date, and a starts_at range widened by a day (no zone is more than 14 h from UTC)
 * lets the (business_id, starts_at) or (user_id, starts_at) index do the narrowing.
 */
export async function listViews(db: Db, f: ListFilter, me: string): Promise<ListedView[]> {
  return (await listQueries(db, f).execute({
    me,
    ownerId: f.ownerId,
    userId: f.userId,
    businessId: f.businessId,
    sectionId: f.sectionId,
    status: f.status,
    from: f.from,
    fromAt: f.from && new Date(utcMidnight(f.from).getTime() - DAY_MS).toISOString(),
    to: f.to,
    toAt: f.to && new Date(utcMidnight(f.to).getTime() + 2 * DAY_MS).toISOString(),
    upcomingAt: f.upcomingAt?.toISOString(),
    upcomingFrom: f.upcomingAt && new Date(f.upcomingAt.getTime() - 2 * DAY_MS).toISOString(),
    limit: f.limit,
    offset: f.offset,
  })) as ListedView[];
}

export type LockedAppointment = {
  id: string;
  status: AppointmentStatus;
  /** null for a walk-in, who has no account and gets no e-mail. */
  userId: string | null;
  businessId: string;
  sectionId: string;
  ownerId: string;
  customerEmail: string | null;
  customerName: string;
  ownerEmail: string;
  businessName: string;
  sectionName: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  timezone: string;
  attendance: string | null;
  attendanceAt: Date | null;
  /** Places per slot; null in request mode (no limit). */
  capacity: number | null;
};

/** The appointment row locked for a decision, with who to tell about it. */
export async function lockForUpdate(tx: Tx, id: string): Promise<LockedAppointment | undefined> {
  const [row] = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      userId: appointments.userId,
      businessId: appointments.businessId,
      sectionId: appointments.sectionId,
      ownerId: businesses.ownerId,
      customerEmail: customer.email,
      customerName: sql<string>`coalesce(${customer.firstName} || ' ' || ${customer.lastName}, ${appointments.walkInName}, '')`,
      ownerEmail: owner.email,
      businessName: businesses.name,
      sectionName: sections.sectionName,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      startsAt: appointments.startsAt,
      timezone: businesses.timezone,
      attendance: appointments.attendance,
      attendanceAt: appointments.attendanceAt,
      capacity: sql<
        number | null
      >`case when ${sections.customRequest} then null else ${sections.appointmentPerSlot} end`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(customer, eq(customer.id, appointments.userId))
    .innerJoin(owner, eq(owner.id, businesses.ownerId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  return row;
}

export type StatusChange = {
  status: AppointmentStatus;
  cancellationReason: string;
  now: Date;
  by: ChangedBy;
  /** What the history line says, when not the cancellation reason (an undo). */
  historyReason?: string;
  /** An owner's decision: the status an undo restores, and its held-back e-mail. */
  undoable?: { previousStatus: AppointmentStatus; outboxId: string | null };
};

/** Changes the status and writes the history line, in the caller's transaction. */
export async function updateStatus(tx: Tx, id: string, change: StatusChange): Promise<void> {
  await tx
    .update(appointments)
    .set({
      status: change.status,
      cancellationReason: change.cancellationReason,
      updatedAt: change.now,
    })
    .where(eq(appointments.id, id));
  await tx.insert(appointmentChanges).values({
    appointmentId: id,
    status: change.status,
    by: change.by,
    reason: change.historyReason ?? change.cancellationReason,
    at: change.now,
    previousStatus: change.undoable?.previousStatus ?? null,
    outboxId: change.undoable?.outboxId ?? null,
  });
}

export type Move = {
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  status: AppointmentStatus;
  now: Date;
  /** The history line: where it was before. */
  historyReason: string;
};

/**
 * Moves the appointment to another slot of its section and writes the history line, in the
 * caller's transaction. One UPDATE of the one row: the new place is held and the old one freed
 * by the same statement, so no moment holds both or neither. The caller takes the new slot's
 * lock and checks its room first (`slotHasRoom`); the partial unique index refuses a customer
 * who already holds a place there (23505).
 */
export async function moveTo(tx: Tx, id: string, move: Move): Promise<void> {
  await tx
    .update(appointments)
    .set({
      appointmentDate: move.appointmentDate,
      appointmentTime: move.appointmentTime,
      startsAt: move.startsAt,
      status: move.status,
      updatedAt: move.now,
    })
    .where(eq(appointments.id, id));
  await tx.insert(appointmentChanges).values({
    appointmentId: id,
    status: move.status,
    by: 'customer',
    reason: move.historyReason,
    at: move.now,
  });
  // A move ends any open proposal of another time: it was about the old time.
  await tx.delete(appointmentProposals).where(eq(appointmentProposals.appointmentId, id));
}

/** A history line that changes nothing else (a proposal made, declined or ended). */
export async function addChange(
  tx: Tx,
  id: string,
  line: { status: AppointmentStatus; by: ChangedBy; reason: string; at: Date },
): Promise<void> {
  await tx.insert(appointmentChanges).values({ appointmentId: id, ...line });
}

export type ProposalRow = typeof appointmentProposals.$inferSelect;

/** Stores the owner's proposal, replacing an open one; true when one was replaced. */
export async function putProposal(tx: Tx, p: ProposalRow): Promise<boolean> {
  const replaced = await tx
    .delete(appointmentProposals)
    .where(eq(appointmentProposals.appointmentId, p.appointmentId))
    .returning({ id: appointmentProposals.appointmentId });
  await tx.insert(appointmentProposals).values(p);
  return replaced.length > 0;
}

/** Ends the appointment's proposal; the one ended, if there was one. */
export async function takeProposal(tx: Tx, id: string): Promise<ProposalRow | undefined> {
  const [row] = await tx
    .delete(appointmentProposals)
    .where(eq(appointmentProposals.appointmentId, id))
    .returning();
  return row;
}

/**
 * Removes the proposals that can no longer be accepted: their time or the appointment's has
 * come, or the appointment holds no place any more (the hourly clean-up). Answers never show
 * them anyway; this only keeps the table small.
 */
export async function deleteEndedProposals(db: Conn, now: Date): Promise<number> {
  const at = now.toISOString();
  const gone = (await db.execute(sql`
    delete from ${appointmentProposals} p
     using ${appointments} a
     where a.id = p.appointment_id
       and (p.starts_at <= ${at}::timestamptz or a.starts_at <= ${at}::timestamptz
            or a.status not in (${sql.raw(PLACE_HOLDING.join(', '))}))
    returning p.appointment_id`)) as { rows: unknown[] };
  return gone.rows.length;
}

/**
 * Whether the customer holds a place in that slot with another appointment; asked under the
 * slot's lock (`slotHasRoom`), so no booking of theirs can slip in before the move.
 */
export async function customerHoldsSlot(
  tx: Tx,
  a: { id: string; userId: string; sectionId: string; startsAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.sectionId, a.sectionId),
        eq(appointments.startsAt, a.startsAt),
        eq(appointments.userId, a.userId),
        inArray(appointments.status, [...PLACE_HOLDING]),
        ne(appointments.id, a.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type ChangeRow = typeof appointmentChanges.$inferSelect;

/** The newest history line of an appointment. */
export async function lastChange(tx: Tx, id: string): Promise<ChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointmentChanges)
    .where(eq(appointmentChanges.appointmentId, id))
    .orderBy(desc(appointmentChanges.id))
    .limit(1);
  return row;
}

/** The history of each of `ids`, oldest first. */
export async function addNote(tx: Tx, id: string, text: string, at: Date): Promise<void> {
  await tx.insert(appointmentNotes).values({ appointmentId: id, text, at });
}

export type AttendanceCounts = { userId: string; arrived: number; noShows: number };

const attendanceCountsQuery = preparedFor((db) =>
  db
    .select({
      userId: appointments.userId,
      arrived: sql<number>`count(*) filter (where ${appointments.attendance} = 'arrived')::int`,
      noShows: sql<number>`count(*) filter (where ${appointments.attendance} = 'no-show')::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, sql.placeholder('businessId')),
        sql`${appointments.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
        isNotNull(appointments.attendance),
      ),
    )
    .groupBy(appointments.userId)
    .prepare('attendance_counts'),
);

/** Per customer: appointments with this business marked arrived and no-show. */
export async function attendanceCounts(
  db: Db,
  businessId: string,
  userIds: string[],
): Promise<AttendanceCounts[]> {
  if (userIds.length === 0) return [];
  const rows = await attendanceCountsQuery(db).execute({ businessId, userIds });
  return rows.map((r) => ({
    userId: r.userId!,
    arrived: Number(r.arrived),
    noShows: Number(r.noShows),
  }));
}

/**
 * Whether the slot has a free place for an appointment coming back (an undone rejection),
 * under the booking's slot lock (the same key as book_place), so a booking running at the
 * same time cannot take the same place. `capacity` null: request mode, no limit.
 */
export async function slotHasRoom(
  tx: Tx,
  a: { id: string; sectionId: string; startsAt: Date },
  capacity: number | null,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${slotLockKey(a.sectionId, a.startsAt)}::text, 0))`,
  );
  if (capacity === null) return true;
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.sectionId, a.sectionId),
        eq(appointments.startsAt, a.startsAt),
        inArray(appointments.status, [...PLACE_HOLDING]),
        ne(appointments.id, a.id),
      ),
    );
  return Number(row?.taken ?? 0) < capacity;
}

export async function updateAttendance(
  tx: Tx,
  id: string,
  attendance: 'arrived' | 'no-show' | null,
  now: Date,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ attendance, attendanceAt: attendance ? now : null, updatedAt: now })
    .where(eq(appointments.id, id));
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
