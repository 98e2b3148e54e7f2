export const AppointmentStatus = { Waiting: 0, Approved: 1, Cancelled: 2 } as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];

export const customerStatusLabel: Record<AppointmentStatus, string> = {
  0: 'Waiting',
  1: 'Approved',
  2: 'Cancelled',
};
export const businessStatusLabel: Record<AppointmentStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Cancelled',
};

/** Waiting and Approved appointments hold their place; Cancelled frees it. */
export const holdsPlace = (status: AppointmentStatus) => status !== AppointmentStatus.Cancelled;
