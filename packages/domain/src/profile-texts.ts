// The customer's profile screen's texts (details, photo, editing them, changing the password):
// part of the message catalogue, in a module of their own so that only that screen loads them.

export const profileTexts = {
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
};
