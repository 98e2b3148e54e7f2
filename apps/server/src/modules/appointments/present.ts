import type { Appointment, AppointmentListItem } from '@timeapp/domain/appointments';
import { formatPhone } from '@timeapp/domain/phone-format';
import { AppointmentStatus, isDeclined } from '@timeapp/domain/status';
import { formatInstant } from '@timeapp/domain/time-zone';
import type { AttendanceCounts } from './repository/attendance.ts';
import type { AppointmentView, SummaryView } from './repository/views.ts';

// Answers are built field by field from the contract: a row never goes out as it is.

/** A timestamp as the database writes it in JSON, as the contract's ISO instant (UTC, ms). */
const isoInstant = (at: string) => new Date(at).toISOString();

/** What an answer shows beside its row, as the service decides. */
export type Extras = {
  /** The customer's record with the business: owner-facing answers only. */
  counts?: AttendanceCounts;
  /** The owner's proposal of another time, when it is still open. */
  proposal?: NonNullable<SummaryView['proposal']>;
  /** The caller is the appointment's customer (their deposit's checkout page is theirs only). */
  customer?: boolean;
};

/**
 * The contract shape of a list's row. The owner also sees the customer's contact details, record
 * with the business and their own rating of them; a customer sees none of that
 * (docs/product-rules.md 5.9).
 */
export function toListItem(v: SummaryView, forOwner: boolean, x: Extras = {}): AppointmentListItem {
  const walkIn =
    v.userId === null
      ? {
          name: v.walkInName ?? '',
          phone: v.walkInPhone ?? '',
          phoneDisplay: formatPhone(v.walkInPhone ?? ''),
        }
      : null;
  return {
    _id: v.id,
    userId: v.userId,
    businessId: v.businessId,
    sectionId: v.sectionId,
    sectionName: v.sectionName,
    appointmentDate: v.appointmentDate,
    appointmentTime: v.appointmentTime,
    startsAt: formatInstant(v.startsAt, v.timezone),
    reason: v.reason,
    cancellationReason: v.cancellationReason,
    extendedNote: v.extendedNote,
    status: v.status,
    attendance: v.attendance === 'arrived' || v.attendance === 'no-show' ? v.attendance : null,
    attendanceAt: v.attendanceAt ? v.attendanceAt.toISOString() : null,
    confirmedByText: v.confirmedByTextAt !== null,
    ...(forOwner ? { customerRating: v.customerRating ?? null } : {}),
    business: {
      name: v.businessName,
      contactNumber: v.contactNumber,
      contactNumberDisplay: formatPhone(v.contactNumber),
      photos: v.photos,
      cancellationFreeHours: v.cancellationFreeHours,
    },
    user: walkIn
      ? { firstName: walkIn.name, lastName: '', profileImage: '' }
      : {
          firstName: v.firstName ?? '',
          lastName: v.lastName ?? '',
          profileImage: v.profileImage ?? '',
        },
    createdAt: v.createdAt.toISOString(),
    cancelledBy: (v.status === AppointmentStatus.Cancelled && v.lastChanges?.[0]?.by) || null,
    declined: isDeclined({ status: v.status, history: [...(v.lastChanges ?? [])].reverse() }),
    customer:
      forOwner && v.userId !== null
        ? {
            firstName: v.firstName ?? '',
            lastName: v.lastName ?? '',
            phone: v.customerPhone ?? '',
            phoneDisplay: formatPhone(v.customerPhone ?? ''),
            email: v.customerEmail ?? '',
            arrived: x.counts?.arrived ?? 0,
            noShows: x.counts?.noShows ?? 0,
            rating: v.customerRating ?? null,
          }
        : null,
    walkIn,
    ...(v.memberId && v.serviceId && v.endsAt
      ? {
          memberId: v.memberId,
          member: { _id: v.memberId, name: v.memberName ?? '' },
          service: {
            _id: v.serviceId,
            name: v.serviceName ?? '',
            durationMinutes: v.serviceDuration ?? 0,
            priceCents: v.servicePrice ?? null,
          },
          endsAt: formatInstant(v.endsAt, v.timezone),
        }
      : {}),
    ...(v.partySize !== null && { partySize: v.partySize }),
    deposit: v.deposit
      ? {
          amountCents: v.deposit.amountCents,
          status: v.deposit.status,
          payBy: v.deposit.status === 'pending' ? v.deposit.payBy.toISOString() : null,
          // The page to pay on: the customer's, while pending (x.customer: the caller is them).
          ...(v.deposit.status === 'pending' &&
            x.customer &&
            v.deposit.checkoutUrl && { checkoutUrl: v.deposit.checkoutUrl }),
          refundedAt: (v.deposit.refundedAt ?? v.deposit.refundAskedAt)?.toISOString() ?? null,
        }
      : null,
    proposal: x.proposal
      ? {
          appointmentDate: x.proposal.appointmentDate,
          appointmentTime: x.proposal.appointmentTime,
          startsAt: formatInstant(x.proposal.startsAt, v.timezone),
          message: x.proposal.message,
          at: x.proposal.proposedAt.toISOString(),
        }
      : null,
  };
}

/** One appointment opened: the row with its status changes and the owner's notes. */
export function toAppointment(v: AppointmentView, forOwner: boolean, x: Extras = {}): Appointment {
  return {
    ...toListItem(v, forOwner, x),
    history: v.history.map((c) => ({
      status: c.status,
      by: c.by,
      reason: c.reason,
      at: isoInstant(c.at),
    })),
    notes: v.notes.map((n) => ({ text: n.text, at: isoInstant(n.at) })),
  };
}
