// The one message catalogue. The specification's texts keep their meaning and their place,
// with spelling, grammar and capitalisation corrected (docs/texts.md lists each change).
// A wording change or a translation is an edit here.
export const messages = {
  // Registration and passwords
  addressRequired: 'Please provide Country, Province/State, and City',
  nameRequired: 'Please enter your name',
  mobileDigits: 'Enter a mobile number like 021 555 0199 or +64 21 555 0199',
  /** The tick for texts without a number (docs/decisions/054-texts.md). */
  consentNeedsMobile: 'Please give a mobile number to get texts',
  emailInvalid: 'Enter a valid e-mail address',
  passwordConfirmMismatch: 'Check your new password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsSpecial: 'Must contain at least one special character',
  passwordNeedsUppercase: 'Must contain at least one uppercase letter',
  passwordBadCharacters: 'Use printable characters only (no tabs or control characters)',
  passwordValid: 'Password is valid!',
  registerBusinessWith: (product: string) => `Register my Business with ${product}`,
  accountCreated: 'Your account was created. After verifying your e-mail you can log in.',
  businessCreated: 'Your Business Created Successfully',
  businessCreatedVerifyFirst: 'After email verification, you can access your account.',
  emailTaken: 'This e-mail address is already registered',
  unknownError: 'Unknown error',
  nextInvalid: 'The page to return to must be on this site',
  // The e-mail field's label on the web's forms (fieldLabels names it 'E-mail address'), and a
  // date picker's placeholder
  email: 'E-mail',
  pickDate: 'Pick a date',

  // The public business page (/b/{slug})
  publicNoFreeTimes: 'No free times in the next two weeks. Try another service, or call us.',
  publicFreeTimesFailed: 'Free times could not be loaded. Please try again later.',
  publicOnRequest: 'Booked on request: ask for a day and the business confirms a time.',
  publicSignInToBook: 'Sign up in a minute to book this time, or log in.',
  publicPickAgain: 'That time is no longer free. Please pick another.',
  publicNoServices: 'This business takes no online bookings at the moment.',
  publicPickTime: 'Pick a free time above to book it.',

  // Verification
  verified: 'Your account was successfully verified!',
  verificationExpired: 'Verification link has expired.',
  verificationFailed: 'Verification failed.',
  verificationFailedLater: 'Verification failed. Please try again later.',
  verifyNeedsPassword:
    'This link was opened outside the sign-up it came from: choose a password for the account to finish verifying it.',
  verifyChoosePassword: 'Choose a password to finish verifying your e-mail address.',
  verifyChooseButton: 'Verify and save the password',
  verificationSent: 'If the address is registered and not yet verified, a new link is on its way',
  codeFormat: 'Type the 6 digits from the e-mail',
  codeWrong: 'That code is not the one we sent. Check the e-mail and try again.',

  // Login
  loginFailed: 'Wrong e-mail address or password',
  loginUnverified: 'Please verify your e-mail address before logging in',
  passwordRequired: 'Please enter your password',
  noTokenInStore: 'No token found in store.',

  // Forgot / reset / change password
  emailEmpty: 'Email is not allowed to be empty',
  resetMailSent: 'Successfully sent your e-mail',
  resetBothRequired: 'Both password fields are required.',
  resetRulesNotMet: 'Password does not meet the required rules',
  resetMismatch: 'Password does not match',
  passwordReset: 'Password Reset',
  resetTokenInvalid: 'This reset link is invalid or has already been used',
  somethingWrong: 'Something went wrong',
  somethingWrongLater: 'Something went wrong. Please try again later.',
  changeMismatch: 'Passwords do not match. Check your new and confirm password fields.',
  changeWrongCurrent: 'Password does not match. Check your current password.',
  currentPasswordRequired: 'Please enter your current password',
  passwordChanged: 'Password Changed',

  // Profile
  confirmEditProfile: 'Do you want to edit your profile details?',
  confirmChangePassword: 'Do you want to change your password?',
  profileUpdated: 'Profile Updated',
  failed: 'Failed',
  failedReject: 'Failed ',

  // Pictures
  uploadFirst: 'Upload the picture first',
  uploadNeedsVerified: 'Please verify your e-mail address before uploading pictures',

  // Switch
  confirmSwitch: 'Do you want to switch between your customer and business dashboards?',
  switchDashboard: 'Switch dashboard',
  switchToBusiness: 'Switch to business dashboard',
  switchToCustomer: 'Switch to customer dashboard',

  // Search
  searchNeedsFilter: 'Please fill in at least one field!',
  searchNothing: 'Business not found. Please check your search details.',
  searchNoBusiness: 'No business found.',

  // Sections and business
  openHours: 'Open hours:',
  priceNzd: 'Price (NZD)',
  /** A length in minutes as a choice says it ('30 minutes'). */
  nMinutes: (n: number) => `${n} minutes`,
  sectionNameRequired: 'Please fill in the section name',
  businessNameRequired: 'Please enter the business name',
  categoryRequired: 'Choose a category',
  slotLengthInvalid: 'Choose one of the slot lengths',
  hoursOrder: 'Closing time must be after opening time',
  offHoursInside: 'The not-available time must lie inside the business hours',
  businessDaysRequired: 'Choose at least one business day',
  timezoneInvalid: 'Choose a valid time zone',
  contactNumeric: 'Enter a contact number like 09 300 1234 or +64 21 555 0199',
  phonePlaceholder: 'e.g. 021 555 0199',
  priceInvalid: 'Enter a price in dollars, like 45 or 45.50',
  priceTooHigh: 'A price can be at most $100,000',
  priceFree: 'Free',
  sectionRequired: 'A business needs at least one section',
  sectionLimit: 'A business can have at most 50 sections. Delete one before adding another.',
  businessSaved: 'Business Updated',
  confirmDeleteSection: 'Do you want to delete this section?',

  // Booking
  selectDateTime: 'Please select a date and time',
  time: 'Time',
  /** A day and a time as one ('Tue, 25 Nov 2026 at 10:00 AM'). */
  dateAt: (date: string, time: string) => `${date} at ${time}`,
  offDay: 'This is an off day.',
  holiday: 'This section is closed on this day',
  closedTodayRequest: 'We are closed now. Please choose tomorrow.',
  closedTodaySlots: 'We are closed now. Please choose another day.',
  pastTime: 'This time has already passed',
  notAvailableWindow: 'This time is not available',
  notSlotBoundary: 'Please choose one of the listed slots',
  outsideHours: 'This time is outside the business hours',
  tooFarAhead: 'Bookings open at most one year ahead',
  slotFull: 'This slot is full',
  fullyBooked: 'Fully booked',
  noSlotsThisDay: 'No slots on this day',
  availabilityRange: 'Choose a "to" date on or after the "from" date, at most 62 days in all',
  alreadyBooked: 'You already have a booking in this slot',
  bookingRequested: 'Your booking request was sent',
  sectionNotFound: 'Section not found',
  // Team and services (docs/product-rules.md 9).
  memberNotFound: 'Team member not found',
  serviceNotFound: 'Service not found',
  memberAdded: 'Team member added',
  memberUpdated: 'Team member updated',
  memberRemoved: 'Team member removed',
  serviceAdded: 'Service added',
  serviceUpdated: 'Service updated',
  serviceRemoved: 'Service removed',
  memberHasAppointments:
    'This team member still has upcoming appointments. Move or cancel them first.',
  memberBusy: 'Nobody who does this service is free at this time. Please choose another time.',
  memberDoesNotPerform: 'This team member does not do this service',
  bookAService: 'This section is booked by service: please choose a service first',
  /** What e-mails and calendar entries call a booking by service: 'Colour with Aroha'. */
  serviceWithMember: (service: string, member: string) => `${service} with ${member}`,
  serviceNotInBusiness: 'Choose a section and team members of this business',
  // Staff sign-in (docs/product-rules.md 9.8).
  invitationInvalid: 'This invitation is no longer valid. Ask the business to send you a new one.',
  invitationSignIn: 'This address has an account: sign in to it to accept the invitation.',
  invitationOtherAccount:
    'This invitation is for another address. Sign out and sign in with the invited address.',
  invitationNeedsEmail: "Add the team member's e-mail address first",
  invitationSent: 'Invitation sent',
  invitationAccepted: 'You are now on the team',
  // Party size and covers in request mode (docs/product-rules.md 10).
  partySizeRange: 'Enter how many people are coming, from 1 to 50',
  partySizeRequestsOnly: 'Only a request can say how many people are coming',
  maxCoversInvalid: 'Enter the most people you seat in half an hour, from 1 to 1000',
  hoursByDaySlotsOnly:
    'Hours per day are for sections with slots; a request section keeps one set of hours',
  partySizeLabel: 'Party size',
  partySizeHint: 'How many people are coming (1-50)',
  maxCoversLabel: 'Most people per half hour',
  maxCoversHint:
    'Optional: a request that would seat more people starting in one half hour is refused.',
  /** Beside a request's section in lists, its screen and calendar entries. */
  partyOf: (people: number) => `party of ${people}`,
  /** A request over the section's covers for its half hour (`left`: seats still free). */
  coversFull: (left: number) =>
    left > 0
      ? `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left in this half hour. Please choose another time or a smaller party.`
      : 'This half hour is fully booked. Please choose another time.',
  intervalOrder: 'Each working period must start before it ends',
  intervalsOverlap: "A day's working periods must not overlap",
  serviceDuration: 'A service lasts 5 to 480 minutes, in steps of 5',
  serviceBuffer: 'A buffer is 0 to 120 minutes',
  serviceStartEvery: 'Start times come every 5, 10, 15, 20, 30 or 60 minutes',
  businessNotFound: 'Business not found',
  appointmentNotFound: 'Appointment not found',
  ownBusinessBooking: 'You cannot book an appointment with your own business',
  businessNotPublicYet: 'This business is not taking bookings yet',
  businessNotBookable:
    'This business is not taking new bookings at the moment. Appointments already made are kept.',

  // Reschedule
  changeTime: 'Change time',
  moveHere: 'Move here',
  rescheduled: 'Your appointment was moved',
  rescheduledWaiting: 'Your appointment was moved; the business confirms the new time',
  rescheduleSameTime: 'Your appointment is already at this time',
  rescheduleNotHeld: 'Only a waiting or approved appointment can be moved',
  rescheduleStarted: 'This appointment has already started, so it can no longer be moved',
  /** The history line of a move: where it was before. */
  historyMovedPrefix: 'Moved from ',
  historyMovedFrom: (when: string) => `Moved from ${when}`,
  // An owner's proposal of another time (docs/decisions/034-owner-proposes-a-time.md)
  proposeTime: 'Propose another time',
  proposalMessageLabel: 'Message to the customer (optional)',
  sendProposal: 'Send proposal',
  proposalSent: 'Proposal sent: the customer accepts it or keeps their time',
  proposalReplaced: 'The earlier proposal for this appointment was replaced',
  proposalNotHeld: 'Only a waiting or approved appointment can get a new time',
  proposalSameTime: 'The appointment is already at this time',
  proposalWalkIn:
    'A walk-in has no account to accept a new time: change it with them, then book it again',
  proposalNotFound: 'There is no open proposal for this appointment',
  proposalTaken:
    'Sorry, the proposed time was taken meanwhile. Your appointment stays at its time, and the business has been told.',
  proposalExpired: 'The proposed time has passed. Your appointment stays at its time.',
  proposalAccepted: 'You accepted the new time: your appointment was moved',
  proposalDeclined: 'You kept your time; the business has been told',
  acceptNewTime: 'Accept new time',
  keepMyTime: 'Keep my time',
  newTimeProposed: 'New time proposed',
  proposalBanner: (business: string, when: string) => `${business} proposes a new time: ${when}.`,
  proposalWaitingForCustomer: (when: string) => `You proposed ${when}; waiting for the customer.`,
  /** History lines: the owner proposed; the customer declined; the time was gone. */
  historyProposedPrefix: 'New time proposed: ',
  historyProposed: (when: string) => `New time proposed: ${when}`,
  historyAcceptedFrom: (when: string) => `Moved from ${when} (the business proposed the new time)`,
  historyDeclinedPrefix: 'Declined the proposed time ',
  historyDeclined: (when: string) => `Declined the proposed time ${when}`,
  historyProposalTakenPrefix: 'The proposed time was taken: ',
  historyProposalTaken: (when: string) => `The proposed time was taken: ${when}`,
  // Calendars (docs/calendars.md)
  addToCalendar: 'Add to calendar',
  downloadIcs: 'Download .ics (Apple, Outlook)',
  googleCalendar: 'Google Calendar',
  /** The .ics download's file name, without the extension. */
  calendarFileName: 'appointment',
  /** The feed's calendar name in the calendar app. */
  calendarFeedName: (product: string, firstName: string) => `${product}: ${firstName}`,
  calendarFeedTitle: 'Calendar feed',
  calendarFeedNone: 'You have no calendar feed.',
  calendarFeedExists:
    'You have a calendar feed. Renew it to get a new link; the old one stops working.',
  calendarFeedCreate: 'Create calendar link',
  calendarFeedRenew: 'Renew link',
  calendarFeedRevoke: 'Revoke',
  calendarFeedCreated: 'Your calendar link is ready. Copy it now: it is shown only once.',
  calendarFeedRevoked: 'Your calendar feed was revoked',
  calendarFeedNotFound: 'There is no calendar feed',
  calendarFeedLink: 'Calendar link',
  /** The confirmation screen after booking (its heading: screenTexts.appointmentBooked). */
  bookedWaiting: 'Your booking request was sent. The business will confirm it.',
  viewAppointment: 'View appointment',
  cancelAppointment: 'Cancel appointment',

  // Waitlist
  tellMeWhenFree: 'Tell me when a place frees',
  waitlistJoined: 'You are on the waitlist: we will e-mail you when a place frees',
  waitlistNotFull: 'This time still has a free place: book it instead',
  waitlistRequestMode: 'Requests have no places to wait for: send a request instead',
  waitlistAlready: 'You are already on the waitlist for this time',
  waitlistLeft: 'You left the waitlist',
  waitlistEntryNotFound: 'Waitlist entry not found',
  /** What the waitlisted customer reads, by e-mail and live. */
  waitlistPlaceFreed: (when: string) => `A place freed: ${when}. The first to book it takes it.`,

  /** The business edit form's reminder choice (businesses.reminders). */
  remindersLabel: 'Reminder e-mails to customers',
  reminderChoices: {
    '24h': '24 hours before',
    '2h': '2 hours before',
    both: '24 hours and 2 hours before',
    none: 'No reminders',
  },

  // Decisions
  accepted: 'Appointment Accepted',
  rejected: 'Appointment Rejected',
  cancelledByCustomer: 'Your appointment is cancelled.',
  cancelledByOwner: 'Appointment Cancelled',
  /** The reason a rejection without one records, as the customer reads it. */
  autoCancelReason: 'Declined by the business',
  reasonRequired: 'Please give a reason for the cancellation',
  invalidTransition: 'This appointment can no longer be changed that way',
  alreadyStarted: 'This appointment has already started, so it can no longer be cancelled',
  /**
   * Who cancelled, as both sides read it: autoCancelReason when the owner declined a request
   * (status.ts isDeclined), otherwise these; with its reason, if any, after it (withReason).
   */
  cancelledByBusiness: 'Cancelled by the business',
  cancelledByYou: 'Cancelled by you',
  /** Who cancelled, as the owner reads it. */
  cancelledByTheCustomer: 'Cancelled by the customer',
  /** 'Declined by the business: fully booked that evening': who, then why, said once. */
  withReason: (what: string, reason: string) => `${what}: ${reason}`,
  undone: 'Decision undone',
  /** The history's reason on the change an undo makes. */
  undoneReason: 'Undone by the business',
  undoWindowPassed: 'Too late to undo: decisions can be undone for 10 seconds',
  nothingToUndo: 'There is no decision to undo',
  /** One tap away in the owner's reject dialog, after autoCancelReason. */
  rejectReasonPresets: [
    'That time is fully booked',
    'We are closed at that time',
    'Please choose another time',
  ] as readonly string[],
  /** The status history's lines (both sides), besides the cancellation texts above. */
  historyBooked: 'Booked',
  /** The first line of a customer's own booking, as the customer reads it. */
  historyRequestSent: 'Request sent',
  historyBookedByBusiness: 'Booked by the business',
  historyAccepted: 'Accepted by the business',
  historyApproved: 'Approved',
  historyWaiting: 'Waiting for the business',
  historyCancelled: 'Cancelled',
  arrivedFrom: (time: string) => `'Arrived' from ${time}`,
  reportFrom: (time: string) => `'Report' (did not come) from ${time}`,
  attendanceSaved: 'Attendance recorded',
  attendanceRemoved: 'Attendance record removed',
  attendanceNeedsApproved: 'Attendance can be recorded for approved appointments only',
  arrivedTooEarly: "'Arrived' can be recorded from 15 minutes before the start",
  noShowTooEarly: 'A no-show can be reported once the appointment has started',
  attendanceUndoSameDay: 'Attendance can be changed only on the day it was recorded',
  noAttendance: 'No attendance is recorded for this appointment',

  // Contact notes and walk-ins
  noteRequired: 'Please write a note',
  noteSent: 'Your note was sent to the customer',
  noteByEmail: (name: string) =>
    `${name} gets the note by e-mail, and both of you see it on the appointment.`,
  walkInBooked: 'Walk-in booked',

  // Ratings and referrals
  rateRange: 'Choose 1 to 5 stars',
  rated: 'Thank you for your rating',
  rateNeedsAppointment: 'You can rate customers who booked with your business only',
  referred: 'Thank you for referring this business',
  alreadyReferred: 'You have already referred this business',
  referralLinkNotFound: 'This referral link is not valid',
  referralExplained: 'Recommend this business: new businesses need 10 customers to refer them.',
  referralDone: 'You have referred this business.',
  referralSignInFirst: 'Sign in or register to refer this business.',
  referring: 'Referring…',

  // The owner's plan card (docs/product-rules.md 8)
  planHiddenShortOfReferrals:
    'Your business is hidden from search and takes no new bookings: fewer than 10 customers referred it in its first 30 days. Share your referral link; at the 10th referral it is listed again.',
  planHiddenUnpaid:
    'Your trial has ended, so your business is hidden from search and takes no new bookings. Subscribe to list it again; appointments already made are kept.',
  planPaymentFailed: 'Your last payment failed. Update your card to keep your business listed.',
  bugReportNeedsWhat: 'Say what happened',
  bugReportSent: 'Thank you: your bug report was sent',
  bugReportNotFound: 'Bug report not found',
  bugReportDecided: 'This bug report has already been decided',
  bugReportsPerDay: 'You can send at most 10 bug reports a day. Please send more tomorrow.',
  operatorsOnly: 'Only operators can do this',
  contactMessageNotFound: 'Contact message not found',
  contactMessageHandled: 'This contact message has already been marked handled',
  billingNotSetUp: 'Payments are not set up on this server',
  alreadySubscribed: 'This business is already subscribed',
  noSubscriptionYet: 'This business has no subscription yet: subscribe first',
  webhookSignatureInvalid: 'The webhook signature is not valid',
  planBillingNotSetUp:
    'Payments are not set up on this server. An operator can mark your business paid.',

  // Contact
  contactAllRequiredTitle: 'All fields are required!',
  contactAllRequiredText: 'Please complete all fields before submitting the form.',
  contactSent: 'Thank you for your message. We will get back to you soon.',
  popupAwesome: 'Awesome!',
  popupWarning: 'Warning',
  popupUnderstood: 'Understood',
  popupGotIt: 'Got it',
  noResponse: 'No response received from the server. Please check your connection.',
  networkIssue:
    'It seems like there was an issue with the network connection. Please check your internet connection and try again.',

  // The customer's bell and dashboard lists
  bellLabel: 'Appointment updates',
  bellTitle: 'What changed since you last looked',
  bellNothingNew: 'Nothing new since you last looked.',
  bellNoAppointments: 'You have no appointments yet.',
  bellNew: 'New',
  bellEarlier: 'Earlier',
  /** The dashboard's button to the cancelled and declined lists, with how many they hold. */
  cancelledAndDeclinedCount: (count: number) => `Cancelled and declined (${count})`,

  // Live updates
  watchInvalid:
    'watch must list up to 31 section days like <section id>:2026-03-31, separated by commas',
  tooManyStreams: 'Too many live connections for this account. Close a tab and try again.',

  // The signed-in screens' frame (components/layouts, the owner's bell), and the page shown when
  // a route fails
  pendingRequests: 'Pending requests',
  skipToContent: 'Skip to content',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  mainNavigation: 'Main navigation',
  business: 'Business',
  customer: 'Customer',
  logout: 'Logout',
  terms: 'Terms',
  privacy: 'Privacy',
  howToUse: 'How to use',
  routeFailed: 'Sorry, this page could not be shown. Please try again later.',
  newVersion: (product: string) =>
    `A new version of ${product} is available, or the connection dropped. Reload the page to continue.`,
  reload: 'Reload',
  goHome: 'Go to the home page',

  // Words of the dialogs and states every screen can show (more in common-texts.ts)
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  pleaseConfirm: 'Please confirm',
  couldNotLoad: 'Could not load',
  loading: 'Loading…',
  /** A section's open days ('Monday, Tuesday'), as a screen reader reads its day badges. */
  openDays: (days: string) => `Open days: ${days || 'none'}`,

  // Generic HTTP
  unauthorized: 'Please log in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  pageNotFound: 'Page not found',
  tooMany: 'Too many attempts. Please try again later.',
  tooLarge: 'The upload is too large',
  badImage: 'Please upload a PNG, JPEG or WebP image',
  badJson: 'The request body is not valid JSON',
  bodyRequired: 'Send the details as a JSON object',
  ok: 'OK',

  // The page before the app's code runs (apps/server/src/plugins/web.ts)
  loadFailed: 'TimeApp could not load. Please check your connection and try again.',
  retry: 'Retry',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * Each screen's heading, the line under it (intro) or under its card (note), which the page's
 * static shell paints before any JavaScript runs (docs/performance.md) and the screen then
 * renders in the same place.
 */
export const screenTexts = {
  login: {
    title: 'Login',
    intro: 'Welcome back. Sign in to book and manage your appointments.',
  },
  register: {
    title: 'Sign up',
    intro: 'Free for customers. Business owners: tick the box at the end.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter your e-mail address and we will send you a link to choose a new password.',
  },
  searchBusiness: {
    title: 'Search Business',
    note: 'Searching needs no account; you sign in when you book.',
  },
  customerDashboard: { title: 'Dashboard' },
  /** Every booking starts waiting for the business (appointmentsTexts.bookedTitle once approved). */
  appointmentBooked: { title: 'Request sent' },
  team: { title: 'Team and services' },
  /** The owner's audit trail (docs/decisions/047-audit-trail.md). */
  changes: { title: 'Changes' },
} satisfies Record<string, { title: string; intro?: string; note?: string }>;

export type ScreenKey = keyof typeof screenTexts;

/**
 * What is wrong with one field, said without naming it: a form shows the text under its field,
 * and the server puts the field's label in front ('Appointments per slot must be at most 10').
 * Every schema problem without a message of its own gets one of these, never zod's defaults.
 */
export const fieldRules = {
  required: 'Is required',
  controlCharacters: 'Must not contain control characters',
  dateFormat: 'Must be a date like 2026-03-31',
  dateReal: 'Must be a real calendar date',
  dateRange: 'Must be a date between 1 Jan 1900 and 31 Dec 2100',
  timeFormat: 'Must be a time like 09:30',
  dateTime: 'Must be a time like 09:30 or a date and time like 2026-03-31T09:30:00+13:00',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  text: 'Must be text',
  yesNo: 'Must be true or false',
  list: 'Must be a list',
  group: 'Must be a group of fields',
  minChars: (n: number) => `Must be at least ${n} characters long`,
  maxChars: (n: number) => `Must be at most ${n} characters long`,
  min: (n: number) => `Must be at least ${n}`,
  max: (n: number) => `Must be at most ${n}`,
  minItems: (n: number) => `Must have at least ${n} ${n === 1 ? 'entry' : 'entries'}`,
  maxItems: (n: number) => `Must have at most ${n} ${n === 1 ? 'entry' : 'entries'}`,
  oneOf: (values: readonly unknown[]) => `Must be one of ${values.map(String).join(', ')}`,
  format: 'Is not in the expected format',
  invalid: 'Is not valid',
} as const;

/** How a field is named in a message and on a form: its own module (field-labels.ts). */
export { fieldLabels } from './field-labels.ts';
