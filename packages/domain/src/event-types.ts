// The names of live events (docs/decisions/010-live-events.md); their payloads are in events.ts.

export const appointmentEventTypes = [
  /** A booking, a request or a walk-in was made. */
  'appointment.created',
  /** Attendance, a contact note, an undone decision: anything but a decision or cancellation. */
  'appointment.changed',
  /** The owner accepted, rejected or cancelled. */
  'appointment.decided',
  /** The customer cancelled. */
  'appointment.cancelled',
  /** The customer moved it to another time (docs/decisions/023-reschedule.md). */
  'appointment.rescheduled',
] as const;
export type AppointmentEventType = (typeof appointmentEventTypes)[number];

/** A place in a section's day was taken or freed: for tabs showing that day's slot grid. */
export const slotsChangedType = 'slots.changed';
/** A place freed in a slot the receiving customer is waitlisted for (docs/decisions/024). */
export const waitlistFreedType = 'waitlist.freed';
/**
 * Sent instead of a replay when the stream cannot say what a tab missed (it was away longer
 * than events are kept): the tab refetches everything it shows.
 */
export const resyncType = 'resync';
