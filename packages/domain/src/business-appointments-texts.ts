// The texts of the owner's appointments (the dashboard's day sheet, lists and calendar, an
// appointment's screen and its decisions, pending requests, walk-ins, cancelled ones): part of
// the message catalogue, in a module of their own so that only the owner's screens load them.

export const businessAppointmentsTexts = {
  /** The screen's title (the browser tab). */
  appointmentTitle: 'Appointment',
  /** The screen's title (the browser tab). */
  dashboardTitle: 'Business dashboard',
  /** The screen's title (the browser tab). */
  notificationsTitle: 'Notifications',
  /** The dashboard. */
  noSections: 'Your business has no sections yet: add one on your business profile.',
  bySection: 'Appointments by section',
  closeDay: "Close the day's appointments",
  on: (date: string) => `Appointments on ${date}`,
  noneOnDay: 'No appointments on this day.',
  todaysUpcoming: "Today's Upcoming",
  noFuture: 'No future appointments yet.',
  calendarOf: (section: string) => `Calendar: ${section}`,
  /** The month calendar's day marker, after its count. */
  appointmentWord: (n: number) => (n === 1 ? 'appointment' : 'appointments'),
  countTitle: (n: number) => `${n} appointments`,

  /** The day sheet. */
  todayDate: (date: string) => `Today, ${date}`,
  weekOf: (date: string) => `Week of ${date}`,
  view: 'View',
  day: 'Day',
  week: 'Week',
  previousDay: 'Previous day',
  previousWeek: 'Previous week',
  nextDay: 'Next day',
  nextWeek: 'Next week',
  walkIn: 'Walk-in',
  loadingSheet: 'Loading the day sheet',
  /** How the sheet's columns are laid out, after 'Appointments' in its name. */
  byPersonAndSection: 'by person and section',
  bySectionOnly: 'by section',
  sheet: (byWhom: string) => `Appointments ${byWhom}`,
  weekSheet: (byWhom: string) => `Appointments of the week ${byWhom}`,
  personOrSection: 'Person or section',
  noAppointments: 'No appointments',
  now: 'Now',
  todayTag: ' (today)',
  noneThisWeek: 'No appointments this week.',

  /** A walk-in or phone booking. */
  walkInTitle: 'Walk-in or phone booking',
  anyTime: 'Any time within the opening hours.',
  freePlace: 'Free place',
  loadingPlaces: 'Loading the free places…',
  chooseTime: 'Choose a time',
  noFreePlace: 'No free place on this day',
  placeFree: (from: string, to: string, free: number) => `${from} – ${to} (${free} free)`,
  bookWalkIn: 'Book walk-in',

  /** An appointment's screen. */
  loadFailed: 'Could not load the appointment',
  backToDashboard: 'Back to the dashboard',
  contact: 'Contact',
  contactNamed: (name: string) => `Contact ${name}`,
  withYou: 'With you',
  record: (arrived: number, noShows: number) =>
    `${arrived} arrived · ${noShows} ${noShows === 1 ? 'no-show' : 'no-shows'}`,
  yourRating: (rating: number) => ` · your rating ${rating} of 5`,
  booked: 'Booked',
  walkInNoAccount: 'Walk-in or phone booking, no account',
  purpose: 'Purpose',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  photoOf: (name: string) => `Photo of ${name}`,
  noteTo: (name: string) => `Note to ${name}`,
  sendNote: 'Send note',

  /** Deciding. */
  accept: 'Accept',
  reject: 'Reject',
  requestFrom: (action: string, customer: string) => `${action} request from ${customer}`,
  rejectRequest: 'Reject request',
  reasonByEmail: 'The customer receives your reason by e-mail.',
  commonReasons: 'Common reasons',
  undo: 'Undo',
  arrived: 'Arrived',
  report: 'Report',
  recordedArrived: 'Recorded: arrived',
  recordedNoShow: 'Recorded: did not come',

  /** Pending requests and cancelled appointments. */
  notifications: 'Appointments Notifications',
  noPending: 'No pending requests.',
  cancelled: 'Cancel Appointments',
  noCancelled: 'No cancelled appointments.',

  /** A walk-in's note, kept without an e-mail address. */
  noteKeptForWalkIn: (name: string) =>
    `${name} booked without an account, so there is no e-mail address: the note is kept on the appointment. Call ${name} to tell them.`,

  /** 'Propose another time'. */
  proposeTimeHint: (when: string) =>
    `Now ${when}. Choose a free time: the customer accepts it or keeps their time.`,
  proposeQuestion: (to: string, customer: string, from: string) =>
    `Propose ${to} to ${customer} instead of ${from}?`,
};
