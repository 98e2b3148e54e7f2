// The booking screen's texts and the time picker's (the booking screen, 'Change time',
// 'Propose another time', the public page's free times): part of the message catalogue, in a
// module of their own so that only the screens that pick a time load them. What the booking
// screen shows only later (the places view, the waitlist) is in service-texts.ts.

export const bookingTexts = {
  /** The screen's title (the browser tab). */
  title: 'Book an appointment',
  // The booking screen
  loadingSection: 'Loading section',
  loadingServices: 'Loading services',
  confirm: 'Confirm booking',
  reason: 'Reason (optional)',

  // The time picker: the day strip, the date, the times or places of a day
  loadingDays: 'Loading days',
  loadingSlots: 'Loading slots',
  loadingPlaces: 'Loading places',
  nextDays: 'Next days',
  open: 'Open',
  nFree: (n: number) => `${n} free`,
  full: 'Full',
  closed: 'Closed',
  hoursVaryByDay: 'Opening hours vary by day: pick a day to see its times.',
  date: 'Date',
  show: 'Show',
  times: 'Times',
  places: 'Places',
  request: 'Request Booking',
  /** Request mode: any time within the day's hours ('9:00 AM – 5:00 PM'). */
  between: (hours: string) => `Choose a time between ${hours}; the business confirms your request.`,

  /** A day's times as chips. */
  noTimes: 'No free times on this day.',
  freeTimes: 'Free times',
  current: 'Current',
  yours: 'Yours',
  free: 'Free',
  nLeft: (n: number) => `${n} left`,
  fullWaitlist: 'full: tell me when a place frees',
};
