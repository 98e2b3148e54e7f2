// Words several screens share that neither the signed-in frame nor the booking screen shows
// (forms, appointment dialogs, lists, the share-link card): part of the message catalogue, in a
// module of their own so that messages.ts, which every screen loads, stays light (page-weight
// budget, docs/performance.md).

export const commonTexts = {
  /** The notes on an appointment (components/ui/appointment-notes.tsx), as each side reads them. */
  notesToCustomer: 'Notes sent to the customer',
  notesFromBusiness: 'Notes from the business',
  // Sign-up, profile and business forms
  signUp: 'Sign Up',
  confirmNewPassword: 'Confirm new password',
  /** The address search above every address form's fields (components/ui/address-fields.tsx). */
  findSuburb: 'Find your suburb or town',
  suburbExample: 'e.g. Ponsonby, Auckland',
  streetHint: 'Optional: number and street, shown on your public page with a map link.',
  businessName: 'Business name',
  selectCategory: '--Select Category ---',
  /** Before a business's contact number on its page and on the owner's profile. */
  contactLabel: 'Contact:',
  /** A business's or a person's picture, as a screen reader names it. */
  photoOf: (name: string) => `${name} photo`,
  changePhoto: 'Change photo',
  /** The how-to page's link as the login form and the customer's Info screen word it. */
  howToUseLink: 'How To Use',

  // The customer's and the owner's appointments
  calendar: 'Calendar',
  loadingCalendar: 'Loading the calendar',
  today: 'Today',
  noAppointmentsToday: 'No appointments today.',
  futureAppointments: 'Future Appointments',
  showMore: 'Show More',
  showLess: 'Show Less',
  history: 'History',
  /** The dialogs and detail screens of a cancellation, both sides. */
  cancelAppointment: 'Cancel Appointment',
  whoCancelled: 'Who cancelled',
  /** In place of whoCancelled for a rejected request (status.ts isDeclined). */
  whoDeclined: 'Who declined',
  discard: 'Discard',
  proceed: 'Proceed',
  /** A customer rates a business, an owner a customer: 'Rate {name}'. */
  rate: (name: string) => `Rate ${name}`,

  // A link to share (components/ui/share-link.tsx, copy-link-button.tsx)
  copyLink: 'Copy link',
  copied: 'Copied',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  print: 'Print',
  showQrCode: 'Show QR code',
  qrCodeFor: (url: string) => `QR code for ${url}`,

  /** A screen still being built (components/ui/screen-coming.tsx). */
  comingSoon: 'This screen is coming soon.',
};
