// What the server says about sign-in security and deleting an account (passkeys, the
// authenticator app, recovery codes, deletion): part of the message catalogue, in a module of its
// own so that only the screens that show them load them, not every screen that loads
// messages.ts (page-weight budget, docs/performance.md; docs/texts.md).

export const accountTexts = {
  // Passkeys and two-factor sign-in (docs/decisions/048)
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyFailed: 'That passkey could not be checked. Please try again.',
  passkeyUnknown: 'This passkey is not registered here. Sign in with your password.',
  passkeyExpired: 'That took too long. Please try again.',
  passkeyNotFound: 'No such passkey',
  totpCodeFormat: 'Type the 6 digits from your authenticator app',
  secondFactorFormat: 'Type the 6 digits from your authenticator app, or a recovery code',
  secondFactorWrong: 'That code is not right, or it was used already. Please try again.',
  secondFactorNeeded: 'Enter the code from your authenticator app',
  secondFactorExpired: 'That took too long. Please sign in again.',
  totpAdded: 'Authenticator app added. Keep your recovery codes somewhere safe.',
  totpRemoved: 'Authenticator app removed',
  recoveryCodesRenewed: 'New recovery codes made. The old ones no longer work.',
  totpAlreadyOn: 'An authenticator app is already set up. Remove it first.',
  totpNotStarted: 'Start adding the authenticator app again.',
  totpNotAllowed: 'Authenticator apps are for business owners, team members and operators',
  operatorNeedsSecondFactor:
    'Operators add a passkey or an authenticator app before the console opens.',
  operatorUsePasskey: 'Operators sign in with their passkey or with a code.',

  // Deleting one's account (docs/decisions/049).
  accountDeletionRequested: (lastDay: string) =>
    `Your account will be deleted after ${lastDay}. Sign in before then to keep it.`,
  accountDeletionOwnsBusiness:
    'An account with a business cannot be deleted yet: write to us through the contact form and we will close the business or hand it over first.',
  accountDeletedReason: 'The customer deleted their account',
  deletedCustomer: 'Deleted customer',
  accountRestored: 'Welcome back: your account will not be deleted.',
};
