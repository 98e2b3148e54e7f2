// The texts of a business's sections on the owner's business profile (the list, each card, the
// section form, the closed days): part of the message catalogue, in a module of their own so
// that only the screens that show them load them. Their schedule's texts are schedule-texts.ts.

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
};
