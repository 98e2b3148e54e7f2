// The texts of a business's sections (the owner's list of them, their form, their schedule and
// closed days, the schedule set-up screen): part of the message catalogue, in a module of their
// own so that only the screens that edit sections load them.

export const sectionsTexts = {
  /** The list on the business profile. */
  addSection: 'Add Section',
  editSection: 'Edit Section',
  noSections: 'No sections yet: add one so customers can book.',
  /** A section's card. */
  openDays: 'Open days',
  edit: 'Edit section',
  editNamed: (section: string) => `Edit section ${section}`,
  add: 'Add section',
  delete: 'Delete section',
  deleteNamed: (section: string) => `Delete section ${section}`,
  openHours: 'Open hours',
  bookings: 'Bookings',
  none: 'None',
  closedOn: 'Closed on',
  noExtraDays: 'No extra days',
  nonRegDays: 'Non-Reg Days',
  nonRegDaysFor: (section: string) => `Non-Reg Days for ${section}`,

  /** The section form. */
  save: 'Save Section',
  sectionNameHint: 'A service or resource people book: a chair, a room, a table.',
  priceHint: 'Optional, shown on your public page.',
  descriptionHint: 'Optional: what customers get, in a line or two.',
  requestsOnly: 'Customer requests only',
  requestsOnlyHint:
    'Customers ask for any time within your hours and you accept or reject each request (for example a restaurant). No slots are offered.',

  /** Its schedule. */
  opens: 'Opening time',
  closes: 'Closing time',
  offHours: 'Not available time',
  offHoursHint: 'Optional, for example a lunch break: no slots are offered in this window.',
  offFrom: 'Not available from',
  offUntil: 'Not available until',
  /** Hours per day (docs/product-rules.md 5.3). */
  hoursByDay: 'Different hours on some days',
  hoursByDayHint:
    'Each open day with its own hours, for a late night or a short Saturday. A break is the gap between two periods; slots start at each period.',
  hoursByDayLegend: 'Hours per day',
  closedDay: 'Closed',

  /** Its closed days (holidays). */
  nonRegDaysOf: (section: string) => `Non-Reg Days: ${section}`,
  nonRegDaysIntro:
    'Pick the days this section is closed, such as public holidays. Customers cannot book on them.',
  chosenDays: 'Chosen days',
  noDaysChosen: 'No days chosen',
  saveDays: 'Save days',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  chooseMonth: 'Choose month',

  /** The schedule set-up screen. */
  scheduleSetup: 'Schedule set-up',
  scheduleSetupIntro:
    'Choose a section, set when it takes bookings, and check the slots before you save.',
  addSectionFirst: 'Add a section on your business profile first.',
  takesRequestsOnly: (section: string) =>
    `${section} takes customer requests only: set its days and hours; there are no slots.`,
  viewSchedule: 'View Schedule Details',
  clear: 'Clear',
  scheduleDetails: 'Schedule Details',
  /** The preview of a day's slots. */
  previewRequestsOnly:
    'This section takes customer requests only: customers ask for a time and you decide, so there are no slots.',
  previewNoSlots: 'These hours leave no room for a slot.',
  previewTable: 'Generated slots',
  starts: 'Starts',
  ends: 'Ends',
  places: 'Places',
};
