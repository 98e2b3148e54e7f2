export const AppointmentStatus = { Waiting: 0, Approved: 1, Cancelled: 2 } as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
const { Waiting, Approved, Cancelled } = AppointmentStatus;

/**
 * The customer's words (DESIGN.md section 11): a booking waiting for the business is a request
 * sent, not yet 'Booked'; a rejection is 'Declined' (customerStatus), never 'Cancelled'.
 */
export const customerStatusLabel: Record<AppointmentStatus, string> = {
  [Waiting]: 'Request sent',
  [Approved]: 'Approved',
  [Cancelled]: 'Cancelled',
};
export const declinedLabel = 'Declined';
export const businessStatusLabel: Record<AppointmentStatus, string> = {
  [Waiting]: 'Pending',
  [Approved]: 'Approved',
  [Cancelled]: 'Cancelled',
};

/** One line of an appointment's history, as far as telling a rejection needs it. */
type Change = { status: number; by: string };

/**
 * Whether the appointment is a rejection: the owner cancelled it while it waited for them (the
 * owner's 0 -> 2 of decideTransition), as opposed to a cancellation of an approved one or by
 * the customer. Told from the history: its last line is the cancellation, by the owner, and the
 * line before it the status it left. An undone rejection has the undo's line after it, so it is
 * not one; a rejection after a move back to Waiting is.
 */
export function isDeclined(a: { status: number; history: readonly Change[] }): boolean {
  const last = a.history.at(-1);
  return (
    a.status === Cancelled &&
    last?.status === Cancelled &&
    last.by === 'owner' &&
    a.history.at(-2)?.status === Waiting
  );
}

/** An appointment's status as its customer reads it: Request sent, Approved, Declined, Cancelled. */
export const customerStatus = (a: { status: number; declined: boolean }): string =>
  a.status === Cancelled && a.declined
    ? declinedLabel
    : (customerStatusLabel[a.status as AppointmentStatus] ?? '');

/**
 * The statuses that hold a place in a slot: Waiting and Approved; Cancelled frees it. The one
 * list the server's queries, the partial unique index and the booking function follow
 * (apps/server/src/db/schema.ts `placeHoldingSql`; a test checks the database against it).
 */
export const PLACE_HOLDING: readonly AppointmentStatus[] = [Waiting, Approved];

export const holdsPlace = (status: number) => (PLACE_HOLDING as readonly number[]).includes(status);
