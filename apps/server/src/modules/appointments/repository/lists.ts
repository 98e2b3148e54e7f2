import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedByShape } from '../../../db/prepared.ts';
import { AppointmentStatus, PLACE_HOLDING } from '@timeapp/domain/status';
import { appointments, businesses, teamMembers, users } from '../../../db/schema.ts';
import { selectSummary, type SummaryView } from './views.ts';

const p = sql.placeholder;

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
  /** Set: the caller, listing as staff: only the appointments of members they sign in as. */
  staffUserId?: string;
  limit: number;
  offset: number;
};

/** A list row: an owner's list also carries the customer's record with the business. */
export type ListedView = SummaryView & {
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
  if (f.staffUserId) {
    where.push(eq(teamMembers.userId, p('staffUserId')));
    where.push(isNull(teamMembers.removedAt));
  }
  return selectSummary(db, { ...sessionColumn, ...(f.ownerId ? attendanceColumns : {}) })
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
    staffUserId: 'm',
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
    staffUserId: f.staffUserId,
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
