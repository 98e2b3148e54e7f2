export const AppointmentStatus = { Waiting: 0, Approved: 1, Cancelled: 2 } as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
const { Waiting, Approved, Cancelled } = AppointmentStatus;

export const customerStatusLabel: Record<AppointmentStatus, string> = {
  [Waiting]: 'Waiting',
  [Approved]: 'Approved',
  [Cancelled]: 'Cancelled',
};
export const businessStatusLabel: Record<AppointmentStatus, string> = {
  [Waiting]: 'Pending',
  [Approved]: 'Approved',
  [Cancelled]: 'Cancelled',
};

/**
 * The statuses that hold a place in a slot: Waiting and Approved; Cancelled frees it. The one
 * list the server's queries, the partial unique index and the booking function follow
 * (apps/server/src/db/schema.ts `placeHoldingSql`; a test checks the database against it).
 */
export const PLACE_HOLDING: readonly AppointmentStatus[] = [Waiting, Approved];

export const holdsPlace = (status: number) => (PLACE_HOLDING as readonly number[]).includes(status);
