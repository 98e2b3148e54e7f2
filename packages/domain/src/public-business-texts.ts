// The texts of a business's public page (/b/{slug}) beside its entries in messages.ts: part of
// the message catalogue, in a module of their own so that only that page loads them.

export const publicBusinessTexts = {
  search: 'Search',
  myAppointments: 'My appointments',
  searchBusinesses: 'Search businesses',

  // The business.
  coverPhoto: (business: string) => `${business}, cover photo`,
  photo: (business: string, n: number) => `${business}, photo ${n}`,
  morePhotos: 'More photos',
  noRatings: 'No ratings yet',
  rating: (average: string, count: number) =>
    `${average} of 5 (${count} ${count === 1 ? 'rating' : 'ratings'})`,
  openInMaps: 'Open in maps',
  contact: 'Contact:',
  bookATime: 'Book a time',
  services: 'Services',
  onRequest: 'On request',
  minutes: (n: number) => `${n} minutes`,
  openingHours: 'Opening hours',

  // Booking.
  lookingForTimes: 'Looking for free times…',
  askForATime: 'Ask for a time',
  /** The picked time: 'Haircut · Mon, 4 May 2026 at 10:00 AM'. */
  picked: (section: string, date: string, time: string) => `${section} · ${date} at ${time}`,
  confirm: 'Confirm booking',
  booking: 'Booking…',
  logInToBook: 'Log in to book',
  nextFreeTimes: 'Next free times',
  showNextFreeTimes: 'Show the next free times',

  // The short sign-up (docs/decisions/046).
  signUpAndBook: 'Sign up and book',
  signUpTitle: 'Sign up to book',
  signUpIntro: 'Free. Your name and e-mail tell the business who is coming; no address needed.',
  mobileOptional: 'Mobile number (optional)',
  signUp: 'Sign up',
  signingUp: 'Signing up…',
  codeSent: (email: string) =>
    `We sent a 6-digit code to ${email}. Type it here to confirm your booking.`,
  codeLabel: 'Code from the e-mail',
  checking: 'Confirming…',
  sendAgain: 'Send the e-mail again',
  sentAgain: 'Sent again: the code is the same.',
  otherAddress: 'Use another e-mail address',
  changeTime: 'Change the time',
  haveAccount: 'Already have an account?',
};
