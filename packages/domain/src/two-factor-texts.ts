// Passkeys and two-factor sign-in (docs/decisions/048): the texts of the sign-in screen's code
// step and of the profile's 'Sign-in security' card. A module of its
// own, loaded with those pieces only (they are loaded lazily).

import { messages } from './messages.ts';

export const twoFactorTexts = {
  /** Sign-in screen. */
  codeTitle: 'Two-step sign-in',
  codeIntro: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Code from your app',
  recoveryLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  recoveryIntro: 'Enter one of the recovery codes you saved when you added the app.',
  verify: 'Verify',
  startOver: 'Start over',

  /** Profile card. */
  title: 'Sign-in security',
  about:
    'A passkey signs you in with your fingerprint, face or device PIN instead of your password, and cannot be used on a fake site.',
  passkeys: 'Passkeys',
  noPasskeys: 'No passkeys yet.',
  addPasskey: 'Add a passkey',
  removePasskey: 'Remove',
  removePasskeyLabel: (added: string) => `Remove the passkey added ${added}`,
  passkeyAddedOn: (added: string) => `Passkey added ${added}`,
  lastUsed: (when: string) => `last used ${when}`,
  neverUsed: 'not used yet',
  synced: 'synced between your devices',
  passkeysUnsupported: 'This browser cannot create passkeys.',
  passkeyCancelled: 'No passkey was added.',

  app: 'Authenticator app',
  appAbout:
    'With an authenticator app, signing in with your password also asks for a 6-digit code from your phone.',
  appOn: 'On: signing in with your password asks for a code.',
  appOff: 'Off.',
  addApp: 'Add an authenticator app',
  removeApp: 'Turn off',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  secretKey: 'Key',
  confirmApp: 'Turn on',
  cancel: messages.cancel,
  recoveryTitle: 'Your recovery codes',
  recoveryAbout:
    'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
  recoveryDone: 'I have saved them',
  recoveryLeft: (n: number) => `${n} recovery ${n === 1 ? 'code' : 'codes'} left.`,
  renewCodes: 'New recovery codes',
  renewIntro:
    'Enter a code from the app, or a recovery code, to get ten new recovery codes. The old ones stop working.',
  removeAppIntro: 'Enter a code from the app, or a recovery code, to turn it off.',
  openConsole: 'Open the console',
  operatorRequired:
    'Operators sign in with a passkey or an authenticator app. Add one below to open the console.',
};
