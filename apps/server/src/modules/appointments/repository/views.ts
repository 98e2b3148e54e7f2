import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { AppointmentStatus } from '@timeapp/domain/status';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  appointmentChanges,
  appointmentNotes,
  appointmentProposals,
  appointments,
  businesses,
  deposits,
  ratings,
  sections,
  services,
  teamMembers,
  users,
} from '../../../db/schema.ts';
import type { ChangeRow } from './changes.ts';

type Conn = Db | Tx;

const customer = alias(users, 'customer');

/**
 * An appointment as a list shows it, with what the screens show beside it: business, section,
 * customer, rating, the owner's proposal, who cancelled it. One row per appointment from joins
 * alone: its history and notes come with the one appointment (`view` below, docs/decisions/053-lists-as-summaries.md).
 */
const summary = {
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
  confirmedByTextAt: appointments.confirmedByTextAt,
  walkInName: appointments.walkInName,
  walkInPhone: appointments.walkInPhone,
  /** A booking by service: who, what, until when (all null otherwise). */
  memberId: appointments.memberId,
  memberName: teamMembers.name,
  /** The account that signs in as its member (staff), while the member is on the team. */
  staffUserId: sql<
    string | null
  >`case when ${teamMembers.removedAt} is null then ${teamMembers.userId} end`,
  serviceId: appointments.serviceId,
  serviceName: services.name,
  serviceDuration: services.durationMinutes,
  servicePrice: services.priceCents,
  endsAt: appointments.endsAt,
  /** A request: how many people are coming. */
  partySize: appointments.partySize,
  createdAt: appointments.createdAt,
  sectionName: sections.sectionName,
  businessName: businesses.name,
  contactNumber: businesses.contactNumber,
  cancellationFreeHours: businesses.cancellationFreeHours,
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
  /** The owner's proposal of another time, if one was made and not answered (open or not). */
  proposal: {
    appointmentDate: appointmentProposals.appointmentDate,
    appointmentTime: appointmentProposals.appointmentTime,
    startsAt: appointmentProposals.startsAt,
    message: appointmentProposals.message,
    proposedAt: appointmentProposals.proposedAt,
  },
  /** Its deposit (decision 056), if it asked one. */
  deposit: {
    amountCents: deposits.amountCents,
    status: deposits.status,
    payBy: deposits.payBy,
    checkoutUrl: deposits.checkoutUrl,
    refundAskedAt: deposits.refundAskedAt,
    refundedAt: deposits.refundedAt,
  },
  /**
   * A cancelled one's last two changes, newest first: who cancelled it and whether that was the
   * owner declining a request (status.ts isDeclined). Null for the rest (nothing is read).
   */
  lastChanges: sql<
    Pick<ChangeRow, 'status' | 'by'>[] | null
  >`case when ${appointments.status} = ${sql.raw(String(Number(AppointmentStatus.Cancelled)))} then (select json_agg(json_build_object('status', t.status, 'by', t.by) order by t.id desc) from (select c.id, c.status, c.by from ${appointmentChanges} c where c.appointment_id = ${appointments.id} order by c.id desc limit 2) t) end`,
};

/** One appointment opened: the summary, its status changes and the owner's notes. */
const view = {
  ...summary,
  /** Its status changes, oldest first: shaped by the database, one round trip. */
  history: sql<
    HistoryItem[]
  >`(select coalesce(json_agg(json_build_object('status', c.status, 'by', c.by, 'reason', c.reason, 'at', c.at) order by c.id), '[]'::json) from ${appointmentChanges} c where c.appointment_id = ${appointments.id})`,
  /** The owner's contact notes, oldest first. */
  notes: sql<
    NoteItem[]
  >`(select coalesce(json_agg(json_build_object('text', n.text, 'at', n.at) order by n.id), '[]'::json) from ${appointmentNotes} n where n.appointment_id = ${appointments.id})`,
};

/** A history line or a note as the view's JSON carries it: `at` is a timestamp's text. */
export type HistoryItem = Pick<ChangeRow, 'status' | 'by' | 'reason'> & { at: string };
export type NoteItem = { text: string; at: string };

/**
 * The appointments with their joins, selecting `columns`: the whole view by default. The result
 * is typed as the view's: a caller selecting less types its rows itself (SummaryView, ListedView).
 */
export const selectView = (db: Conn, columns: Record<string, unknown> = view) =>
  db
    .select(columns as typeof view)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(customer, eq(customer.id, appointments.userId))
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.memberId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(
      ratings,
      and(eq(ratings.raterId, businesses.ownerId), eq(ratings.ratedId, appointments.userId)),
    )
    .leftJoin(appointmentProposals, eq(appointmentProposals.appointmentId, appointments.id))
    .leftJoin(deposits, eq(deposits.appointmentId, appointments.id));

/** A list's rows; `extra`: columns some lists add (typed by their caller: ListedView). */
export const selectSummary = (db: Conn, extra: Record<string, SQL> = {}) =>
  selectView(db, { ...summary, ...extra });

export type AppointmentView = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];
export type SummaryView = Omit<AppointmentView, 'history' | 'notes'>;
export type ProposalItem = NonNullable<SummaryView['proposal']>;

export async function findView(db: Conn, id: string): Promise<AppointmentView | undefined> {
  const [row] = await selectView(db).where(eq(appointments.id, id));
  return row;
}

/**
 * Whether `customerId` has had an appointment with a business `ownerId` owns: an approved one
 * that has started by `now` (docs/product-rules.md 6.1; a booking ahead, or one declined or
 * cancelled, is not a visit to rate).
 */
export async function hasAppointmentWithOwner(
  db: Db,
  ownerId: string,
  customerId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(
      and(
        eq(appointments.userId, customerId),
        eq(businesses.ownerId, ownerId),
        eq(appointments.status, AppointmentStatus.Approved),
        lte(appointments.startsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
