// The customer's profile screen's texts (details, photo, editing them, changing the password):
// part of the message catalogue, in a module of their own so that only that screen loads them.

export const profileTexts = {
  /** The screen's title (the browser tab). */
  title: 'Profile',
  loading: 'Loading profile',
  dismiss: 'Dismiss',
  fullName: 'Full name',
  mobile: 'Mobile',
  state: 'State',
  changeDetails: 'Change Profile Details',
  changePassword: 'Change Password',
  /** The forms' names, as a screen reader reads them. */
  editForm: 'Edit profile',
  passwordForm: 'Change password',

  /** The calendar feed card (docs/calendars.md; its other texts are in messages.ts). */
  calendarFeedAbout:
    'A private link your calendar app subscribes to: your appointments appear there and stay up to date.',
  calendarFeedOwnerToo: 'If you own a business, its appointments are in it too.',

  // Your data (Privacy Act 2020: see and delete what we hold; docs/decisions/049).
  yourData: 'Your data',
  yourDataAbout:
    'Download everything TimeApp holds about you, as a file. To correct your details, change them above.',
  downloadData: 'Download my data',
  dataFileName: 'timeapp-my-data',
  deleteAccount: 'Delete my account',
  deleteAbout:
    'Your upcoming appointments are cancelled and their businesses told at once. Your account is deleted 14 days later: sign in before then to keep it. Businesses keep your past appointments, as a deleted customer.',
  deleteConfirmTitle: 'Delete your account?',
  deletePasswordLabel: 'Your password',
  deleteConfirm: 'Delete my account',
};
