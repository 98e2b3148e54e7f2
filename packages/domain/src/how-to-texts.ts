// The texts of /howTo, the guide for customers and owners: part of the message catalogue, in a
// module of their own so that only that page loads them. Sentences are split around their links.

export const howToTexts = {
  back: 'Back',
  backLink: '← Back',
  intro: 'This guide walks you through TimeApp as a customer and as a business owner.',
  onThisPage: 'On this page',

  // For customers.
  register: '1. Register',
  /** 'Open Sign up and enter ...' */
  registerOpen: 'Open',
  registerDetails:
    'and enter your first and last name and e-mail address. A mobile number is optional.',
  registerAddress:
    'Choose your country, province or state, and city – start typing your suburb or town and pick it from the list.',
  registerPassword:
    'Pick a password of at least 8 characters with one capital letter and one character that is not a letter or a digit (a space, # or - will do). The form tells you as you type what is still missing.',
  verify: '2. Verify your e-mail',
  verifyText:
    'We send you an e-mail with a verification link. Open it to activate your account – the link works for 24 hours, and you can ask for a new one from the login page. Please verify within 5 days: unverified accounts are removed after that. You can only log in once your address is verified.',
  search: '3. Search for a business',
  /** 'After logging in, choose Search Business. Fill in ...' */
  searchAfter: 'After',
  searchLoggingIn: 'logging in',
  searchChoose: ', choose',
  searchFillIn:
    '. Fill in at least one of name, category, city or suburb and press Search. Open a result to see the business’s details, sections, opening days and hours.',
  book: '4. Book an appointment',
  /** 'On the business page choose a section and press Appointment +.' */
  bookSection: 'On the business page choose a section and press',
  bookButton: 'Appointment +',
  bookDate: 'Pick a date (today up to one year ahead). Closed days are marked.',
  /** '... choose a time and press Request Booking. Add a short reason.' */
  bookSlot:
    'Choose a free (green) slot, or – for businesses that take requests – choose a time and press',
  bookRequestButton: 'Request Booking',
  bookReason: '. Add a short reason.',
  /** 'Your booking shows as Request sent on your dashboard ...' */
  bookShowsAs: 'Your booking shows as',
  bookUntilAccepted:
    'on your dashboard until the business accepts it; we e-mail you their decision.',
  cancel: '5. Cancel an appointment',
  /** '... choose Cancel Appointment, give a reason and press Proceed. The business ...' */
  cancelOpen: 'Open the appointment from your dashboard, choose',
  cancelButton: 'Cancel Appointment',
  cancelReason: ', give a reason and press',
  cancelProceed: 'Proceed',
  cancelFreed: '. The business is told and the place is freed for someone else.',

  // For business owners.
  registerBusiness: '1. Register a business',
  /** 'When you sign up, tick Register my Business with TimeApp. After creating ...' */
  registerBusinessTick: 'When you sign up, tick',
  registerBusinessForm:
    '. After creating your account you go straight to the business form: name, contact number, address, category and a few words about what you do. Verify your e-mail before logging in.',
  sections: '2. Set up sections',
  sectionsText:
    'A section is a service or resource people book – a chair, a room, a table, a class. For each section choose the business days, opening and closing time, and either:',
  /** The two kinds of section: name (in bold), then what it means. */
  sectionKinds: [
    [
      'Slots',
      ': a slot length (for example 30 minutes), how many customers fit in one slot, and an optional not-available time such as lunch; or',
    ],
    ['Customer requests only', ': customers ask for any time within your hours and you decide.'],
  ] as const,
  sectionsChange: 'Add, edit or remove sections any time from your business profile.',
  requests: '3. Accept or reject requests',
  /** 'New bookings appear under the bell and in Notifications. Accept or reject ...' */
  requestsWhere: 'New bookings appear under the bell and in',
  requestsNotifications: 'Notifications',
  requestsText:
    '. Accept or reject each one; the customer gets an e-mail either way. You can cancel an accepted appointment with a reason, and mark customers as arrived.',
  switch: '4. Switch between customer and business',
  switchText:
    'If you own one business you can switch between your customer and business dashboards with the switch button at the top of the screen.',

  /** 'Still stuck? Contact us – we are happy to help.' */
  stillStuck: 'Still stuck?',
  happyToHelp: '– we are happy to help.',
};
