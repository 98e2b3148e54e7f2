// The texts of the customer's appointments (the dashboard's lists and calendar, an appointment's
// screen, cancelling one, the cancelled list): part of the message catalogue, in a module of
// their own so that only those screens load them.

export const appointmentsTexts = {
  /** The screen's title (the browser tab). */
  detailsTitle: 'Appointment details',
  loading: 'Loading appointments',
  todaysAppointments: "Today's Appointments",
  noUpcoming: 'No upcoming appointments. Search for a business to book one.',
  calendarTitle: 'My appointments calendar',
  loadingCalendar: 'Loading calendar',

  /** An appointment's screen. */
  loadingOne: 'Loading appointment',
  reasonForCancelling: 'Reason for cancelling',

  /** The cancelled and declined lists (their titles get the count). */
  declinedList: 'Declined requests',
  noDeclined: 'You have no declined requests.',
  cancelledList: 'Cancelled appointments',
  noCancelled: 'You have no cancelled appointments.',

  /** The confirmation after booking: its heading once the business has approved it. */
  bookedTitle: 'Booked',
  /** The confirmation after booking, on the appointment's screen. */
  bookedApproved: 'Your appointment is approved.',
  bookedChangeOrCancel: 'Need another time, or cannot come?',

  /** The confirmation step of 'Change time' (dates and times as shown). */
  moveQuestion: (section: string, from: string, to: string) =>
    `Move ${section} from ${from} to ${to}?`,
  moveWaitsNote: 'The business confirms the new time; until then it is waiting.',

  /** The screen of cancelled and declined ones; its button before the count is known. */
  cancelledAndDeclined: 'Cancelled and declined',
};
