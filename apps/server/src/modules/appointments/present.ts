import type { Appointment } from '@timeapp/domain/appointments';
import { formatInstant } from '@timeapp/domain/time-zone';
import type { AppointmentView } from './repository.ts';

// Answers are built field by field from the contract: a row never goes out as it is.

/** The contract shape; the owner also sees their own rating of the customer. */
export function toAppointment(v: AppointmentView, forOwner: boolean): Appointment {
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
    ...(forOwner ? { customerRating: v.customerRating ?? null } : {}),
    business: { name: v.businessName, contactNumber: v.contactNumber, photos: v.photos },
    user: { firstName: v.firstName, lastName: v.lastName, profileImage: v.profileImage },
    createdAt: v.createdAt.toISOString(),
  };
}
