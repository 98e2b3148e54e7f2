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
    'An account with a business cannot be deleted yet. Close the business or hand it over first, on your business profile.',
  accountDeletedReason: 'The customer deleted their account',
  deletedCustomer: 'Deleted customer',
  accountRestored: 'Welcome back: your account will not be deleted.',

  // Closing a business, or handing it over (docs/decisions/051). A closed business's page, id,
  // booking and appointments say so; the public page shows the server's words.
  businessClosed: 'This business has closed.',
  businessClosedReason: 'The business has closed',
  businessClosedDone: (cancelled: number) =>
    `Your business is closed.${cancelled ? ` ${cancelled} upcoming ${cancelled === 1 ? 'appointment was' : 'appointments were'} cancelled and the customers told.` : ''} You can now delete your account on your profile.`,
  businessHasSubscription:
    'Cancel the subscription first (Your plan, Manage subscription on the dashboard); then close the business.',
  handoverNoAccount:
    'No TimeApp account uses this address. Ask them to sign up first, then send the offer again.',
  handoverToSelf: 'That is your own address.',
  handoverRecipientOwns: 'That account already has a business of its own.',
  handoverOffered: (email: string) =>
    `We e-mailed ${email} a link to accept. The business stays yours until they do.`,
  handoverWithdrawn: 'The offer is withdrawn: its link no longer works.',
  handoverInvalid: 'This link has expired, or was used or withdrawn.',
  handoverForAnother: 'This link is for another account: sign in with the address it was sent to.',
  handoverAccepted: (business: string) => `You now own ${business}.`,
};
