// The texts of booking by service (the booking screen, another time for such a booking, the
// public page's services), and of what the booking screen shows only on demand (the places view,
// the waitlist, another time for an appointment): part of the message catalogue, in a module of
// their own so that only the screens that show them load them, and the booking screen's first
// view does not (page-weight budget, docs/performance.md; docs/texts.md).

export const serviceTexts = {
  /** The booking screen by service: its choices and what the confirmation says. */
  chooseService: 'Service',
  chooseMember: 'With',
  anyoneFree: 'Anyone',
  serviceWithAnyone: (service: string) => `${service} with whoever is free`,
  noServiceTimes: 'No free times on this day. Try another day or another person.',
  publicByService: 'This section is booked by service, with the person you choose.',
  publicChooseService: 'Choose a service and a time',
  publicWith: (names: string) => `with ${names}`,
  /** A service's length: '45 min', '2 h', '1 h 30 min'. */
  minutes: (n: number) =>
    n < 60 ? `${n} min` : `${Math.floor(n / 60)} h${n % 60 ? ` ${n % 60} min` : ''}`,

  /** The places view of a day (components/time-picker/slot-grid.tsx): one icon per place. */
  noSlots: 'No slots on this day.',
  legend:
    'Green plus: a free place (press to book) · red: taken · blue or your photo: your booking · grey: not available',
  slots: 'Slots',
  slot: (time: string, free: number, capacity: number, mine: boolean) =>
    `${time}: ${free} of ${capacity} places free${mine ? ', your booking' : ''}`,
  yourBooking: 'Your booking',
  taken: 'Taken',
  book: (time: string) => `Book ${time}`,
  notAvailable: 'Not available',

  /** A full time's waitlist. */
  fullTitle: 'This time is full',
  noPlace: (when: string) => `${when} has no free place.`,
  waitlist:
    'We can e-mail you when a place frees. Everyone waiting is told; the first to book takes it.',
  done: 'Done',
  notNow: 'Not now',

  /**
   * A service's day with no free time: its waitlist (docs/decisions/043-waitlist-by-service.md),
   * and what the server answers and e-mails about it.
   */
  tellMeWhenTimeFrees: 'Tell me when a time frees',
  waitlistJoinedDay: 'You are on the waitlist: we will e-mail you when a time frees',
  waitlistDayNoTime: 'A wait for a service is for the whole day: leave the time out',
  waitlistMemberNeedsService: 'Choose the service you wait for with this person',
  waitlistServiceFree: 'This service still has a free time on this day: book it instead',
  waitlistNoTimeThatDay: 'Nobody does this service on this day: choose another day',
  waitlistBookedDay: 'You already have this service booked on this day',
  waitlistAlreadyDay: 'You are already on the waitlist for this service on this day',
  timeWaitlist: (what: string, day: string) =>
    `We can e-mail you when a time frees for ${what} on ${day}. Everyone waiting is told; the first to book takes it.`,
  /** The customer's entries for this section's services. */
  yourWaitlist: 'You are waiting for',
  leaveWaitlist: 'Leave',
  leaveWaitlistOf: (what: string, day: string) => `Leave the waitlist for ${what}, ${day}`,

  /** Another time for an appointment ('Change time', 'Propose another time'). */
  back: 'Back',
  chooseThis: 'Choose this time',
};
