// The sign-in screens' texts (log in, sign up, verify the address, forgotten and new passwords):
// part of the message catalogue, in a module of their own so that only those screens load them.

export const authTexts = {
  /** Log in. */
  userName: 'User name (e-mail)',
  forgotPassword: 'Forgot password?',
  contactUs: 'Contact Us',
  backToLogin: 'Back to login',
  goToLogin: 'Go to login',
  /** The passkey sign-in (docs/decisions/048); its code step's texts are in two-factor-texts.ts. */
  or: 'or',
  signInWithPasskey: 'Sign in with a passkey',

  /** Sign up. */
  addressHint: 'Pick a suggestion to fill the fields below, or type them yourself.',
  alreadyRegistered: 'Already registered?',
  noEmail: 'Did not get the e-mail?',

  /** Verifying the e-mail address. */
  verifyTitle: 'Verify your e-mail',
  verifyOpenLink: 'Open the link in the e-mail we sent you to verify your address.',
  verifyChecking: 'Checking your verification link…',
  resendQuestion: 'No e-mail, or the link expired?',
  resendForm: 'Send a new verification link',
  resendButton: 'Send a new link',
  choosePassword: 'Choose a password',

  /** Forgotten and new passwords. */
  getResetLink: 'Get Reset Link',
  emailSent: 'E-mail sent',
  resetPassword: 'Reset password',
  chooseNewPassword: 'Choose a new password.',
  passwordRules: 'Password rules',
  passwordNeeds: 'Your new password needs',
  showNewPassword: 'Show or hide the new password',
  showConfirmation: 'Show or hide the confirmation',

  /** The dev mailbox (development builds only). */
  devMailbox: 'Dev mailbox',
  devMailboxIntro: 'E-mails the server sent while no SMTP server is configured.',
};
