import type { AppointmentStatus } from '@timeapp/domain/status';
import type { AppointmentEventType, ChangedBy } from '@timeapp/domain/events';
import { slotsChangedType } from '@timeapp/domain/events';
import type { EventRow } from './repository.ts';

export type AboutAppointment = {
  id: string;
  businessId: string;
  ownerId: string;
  /** null for a walk-in without an account. */
  userId: string | null;
  sectionId: string;
  appointmentDate: string;
  appointmentTime: string;
  status: AppointmentStatus;
};

/** A place in this section day was taken or freed: for tabs showing its slot grid. */
export function slotsChanged(
  a: Pick<AboutAppointment, 'businessId' | 'sectionId' | 'appointmentDate'>,
): EventRow {
  return {
    type: slotsChangedType,
    ownerId: null,
    customerId: null,
    sectionId: a.sectionId,
    slotDate: a.appointmentDate,
    data: { businessId: a.businessId, sectionId: a.sectionId, date: a.appointmentDate },
  };
}

/**
 * The events of one change to an appointment: one for its customer and its business's owner,
 * and, when a place was taken or freed (`placeChanged`), one for the section day's grid.
 */
export function appointmentEvents(
  a: AboutAppointment,
  type: AppointmentEventType,
  by: ChangedBy,
  placeChanged: boolean,
): EventRow[] {
  const rows: EventRow[] = [
    {
      type,
      ownerId: a.ownerId,
      customerId: a.userId,
      sectionId: a.sectionId,
      slotDate: a.appointmentDate,
      data: {
        appointmentId: a.id,
        businessId: a.businessId,
        sectionId: a.sectionId,
        appointmentDate: a.appointmentDate,
        appointmentTime: a.appointmentTime,
        status: a.status,
        by,
      },
    },
  ];
  if (placeChanged) rows.push(slotsChanged(a));
  return rows;
}

/**
 * Not for tabs: tells every process to end the streams `userId` opened with a token older than
 * `tokenVersion` (a password change or reset, docs/decisions/039). Stored and published like
 * the others, so a process that missed the notification still gets it from the sweep.
 */
export const sessionEndedType = 'session.ended';

export function sessionEnded(userId: string, tokenVersion: number): EventRow {
  return {
    type: sessionEndedType,
    ownerId: null,
    customerId: userId,
    sectionId: null,
    slotDate: null,
    data: { tokenVersion },
  };
}
