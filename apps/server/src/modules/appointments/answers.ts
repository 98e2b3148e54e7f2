import type { Appointment, AppointmentListItem } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { toAppointment, toListItem, type Extras } from './present.ts';
import { attendanceCounts, type AttendanceCounts } from './repository/attendance.ts';
import type { BookingContext } from '../businesses/booking-context.ts';
import type { NewAppointment, ServiceBooking } from './repository/booking.ts';
import type { ListedView } from './repository/lists.ts';
import { findView, type AppointmentView, type SummaryView } from './repository/views.ts';

// What the commands answer: appointments as the contract shows them (present.ts), with what
// only a read at answer time knows (an open proposal, the customers' records).

/** An answer with the catalogue's words for what happened. */
export type Answered = { appointment: Appointment; message: string };

/** A list's rows as answers, for owners with the customers' records. */
export const present = (
  ctx: AppContext,
  rows: ListedView[],
  forOwner: boolean,
  viewerId?: string,
) => shaped<ListedView, AppointmentListItem>(ctx, rows, forOwner, toListItem, viewerId);

/** Answers for `rows` in the `shape` given, with an open proposal and an owner's counts. */
async function shaped<V extends SummaryView & Pick<ListedView, 'record'>, A>(
  ctx: AppContext,
  rows: V[],
  forOwner: boolean,
  shape: (v: V, forOwner: boolean, x: Extras) => A,
  /** Who reads them: their own appointments carry their deposit's checkout page. */
  viewerId?: string,
): Promise<A[]> {
  // A proposal is open while the appointment holds a place and both times are ahead.
  const now = ctx.now().getTime();
  const openProposal = (v: V) =>
    v.proposal &&
    holdsPlace(v.status) &&
    v.startsAt.getTime() > now &&
    v.proposal.startsAt.getTime() > now
      ? v.proposal
      : undefined;
  if (!forOwner)
    return rows.map((v) =>
      shape(v, false, {
        proposal: openProposal(v),
        customer: viewerId !== undefined && v.userId === viewerId,
      }),
    );
  // An owner's list brought each customer's record with the business in its rows.
  if (rows.every((v) => v.record !== undefined))
    return rows.map((v) =>
      shape(v, true, {
        counts:
          v.userId && v.record
            ? { userId: v.userId, arrived: v.record[0], noShows: v.record[1] }
            : undefined,
        proposal: openProposal(v),
      }),
    );
  // Otherwise the owner sees each customer's record with the business (one query per business).
  const customerIds = [...new Set(rows.flatMap((v) => (v.userId ? [v.userId] : [])))];
  const businessIds = [...new Set(rows.map((v) => v.businessId))];
  const counts = await Promise.all(
    businessIds.map((b) => attendanceCounts(ctx.db, b, customerIds)),
  );
  const countOf = new Map<string, AttendanceCounts>();
  businessIds.forEach((b, i) => {
    for (const c of counts[i]!) countOf.set(`${b}|${c.userId}`, c);
  });
  return rows.map((v) =>
    shape(v, true, {
      counts: v.userId ? countOf.get(`${v.businessId}|${v.userId}`) : undefined,
      proposal: openProposal(v),
    }),
  );
}

/** Appointment `id` as it is now, read after the change that answers with it. */
export async function view(ctx: AppContext, id: string, forOwner: boolean): Promise<Appointment> {
  const v = await findView(ctx.db, id);
  if (!v) throw notFound(messages.appointmentNotFound);
  return presentView(ctx, v, forOwner);
}

/** One appointment opened, as read, with its history and notes. */
export const presentView = async (
  ctx: AppContext,
  v: AppointmentView,
  forOwner: boolean,
  viewerId?: string,
) => (await shaped(ctx, [v], forOwner, toAppointment, viewerId))[0]!;

/** A customer's new booking as just stored (Waiting, its first history line): no read-back. */
export function justBooked(
  input: NewAppointment,
  { business, customer }: BookingContext,
  section: NonNullable<BookingContext['section']>,
  createdAt: Date,
  /** A booking by service: the member's name and the service as booked. */
  byService?: ServiceBooking & {
    memberName: string;
    service: { name: string; durationMinutes: number; priceCents: number | null };
  },
): Appointment {
  return toAppointment(
    {
      ...input,
      cancellationReason: '',
      extendedNote: '',
      status: AppointmentStatus.Waiting,
      attendance: null,
      attendanceAt: null,
      confirmedByTextAt: null,
      walkInName: null,
      walkInPhone: null,
      memberId: byService?.memberId ?? null,
      memberName: byService?.memberName ?? null,
      staffUserId: null,
      serviceId: byService?.serviceId ?? null,
      serviceName: byService?.service.name ?? null,
      serviceDuration: byService?.service.durationMinutes ?? null,
      servicePrice: byService?.service.priceCents ?? null,
      endsAt: byService?.endsAt ?? null,
      partySize: input.partySize ?? null,
      createdAt,
      sectionName: section.sectionName,
      businessName: business.name,
      contactNumber: business.contactNumber,
      cancellationFreeHours: business.cancellationFreeHours,
      photos: business.photos,
      timezone: business.timezone,
      ownerId: business.ownerId,
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      profileImage: customer?.profileImage ?? '',
      customerEmail: null,
      customerPhone: null,
      customerRating: null,
      proposal: null,
      deposit: null,
      lastChanges: null,
      history: [
        {
          status: AppointmentStatus.Waiting,
          by: 'customer',
          reason: '',
          at: createdAt.toISOString(),
        },
      ],
      notes: [],
    },
    false,
  );
}
