// Passkeys and two-factor sign-in (docs/decisions/048): the request and answer schemas of the
// routes that add, list and remove passkeys, sign in with one, and add, use and remove an
// authenticator app. Apart from users.ts so that only the screens that use them load them.
import { accountTexts } from './account-texts.ts';
import { id, noControlCharacters } from './common.ts';
import { z } from './zod.ts';

const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** The opaque state a challenge or a sign-in ticket travels under (its hash is stored). */
export const challengeState = z.string().check(z.minLength(20), z.maxLength(64));

/** What the server answers when it asks the browser for a passkey: WebAuthn's options. */
export const passkeyOptionsAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({
    state: z.string(),
    /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
    options: z.record(z.string(), z.unknown()),
  }),
});

const transports = z.optional(
  z.array(z.string().check(noControlCharacters(), z.maxLength(16))).check(z.maxLength(8)),
);
const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};

/** POST /users/me/passkeys: the new passkey's attestation, with the state of its challenge. */
export const addPasskeyBody = z.object({
  state: challengeState,
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(16_384),
      transports,
      publicKeyAlgorithm: z.optional(z.number()),
      publicKey: z.optional(base64url(4096)),
      authenticatorData: z.optional(base64url(8192)),
    }),
  }),
});

/** POST /users/passkey-login: an assertion signed by one of the account's passkeys. */
export const passkeyLoginBody = z.object({
  state: challengeState,
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(8192),
      signature: base64url(2048),
      userHandle: z.optional(base64url(128)),
    }),
  }),
});

export const passkeyItem = z.object({
  _id: id,
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  /** Synced between devices (a password manager's), or bound to one. */
  backedUp: z.boolean(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;

/** GET /users/me/two-factor: what signs the caller in besides the password. */
export const twoFactorState = z.object({
  passkeys: z.array(passkeyItem),
  /** Owners, team members and operators may add an authenticator app. */
  totpAllowed: z.boolean(),
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** Operators: a passkey or an authenticator app is needed before the console works. */
  required: z.boolean(),
});
export type TwoFactorState = z.infer<typeof twoFactorState>;

/** Six digits from the authenticator app. */
export const totpCode = z
  .string({ error: accountTexts.totpCodeFormat })
  .check(z.trim(), z.regex(/^\d{6}$/, accountTexts.totpCodeFormat));

/** Six digits from the app, or one of the recovery codes (letters and digits, dash optional). */
export const secondFactorCode = z
  .string({ error: accountTexts.secondFactorFormat })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, accountTexts.secondFactorFormat),
  );

export const confirmTotpBody = z.object({ code: totpCode });

/** The sign-in screen's code step: the code alone (the ticket is the screen's). */
export const secondFactorForm = z.object({ code: secondFactorCode });

/** POST /users/login/second-factor: the ticket a right password got, and the code. */
export const secondFactorBody = z.object({ ticket: challengeState, code: secondFactorCode });

/** POST /users/me/totp/remove: a current code (or a recovery code) turns the app off. */
export const removeTotpBody = z.object({ code: secondFactorCode });

/** POST /users/me/totp/recovery-codes: a current code (or a recovery code) for ten new ones. */
export const renewRecoveryCodesBody = removeTotpBody;

/** POST /users/login when the account has an authenticator app: 202 and a ticket for the code. */
export const secondFactorAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ ticket: z.string(), secondFactor: z.literal('totp') }),
});

/** POST /users/me/totp: the secret, as text and as the otpauth:// link a QR code carries. */
export const totpSetupAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ secret: z.string(), uri: z.string() }),
});

/** The recovery codes, shown once, when the app is confirmed. */
export const recoveryCodesAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const passkeyAddedAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: passkeyItem,
});
