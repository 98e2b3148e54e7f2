// The sign-in, e-mail verification and password-reset schemas, and what a sign-in answers.
// Apart from users.ts because registration and profile check phone numbers: the pages that only
// sign in or reset a password load no phone-number library (docs/performance.md). users.ts
// re-exports everything here.
import { email, id, noControlCharacters, plainText } from './common.ts';
import { messages } from './messages.ts';
import { password } from './password.ts';
import { z } from './zod.ts';

// The e-mail of an existing account, as typed at sign-in or 'forgot password': trimmed and
// lower-cased like the stored one, but not checked for shape (a mistyped address is answered like
// an unknown one, never with a hint about which accounts exist).
const accountEmail = z
  .string({ error: messages.emailEmpty })
  .check(
    noControlCharacters(),
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, messages.emailEmpty),
    z.maxLength(254),
  );

export const loginBody = z.object({
  email: accountEmail,
  password: z.string().check(z.minLength(1, messages.passwordRequired), z.maxLength(128)),
});

// Missing parts default to '' so a cut-off link answers 'Verification failed.', not a schema error.
export const verifyEmailQuery = z.object({
  email: z._default(plainText(254), ''),
  token: z._default(plainText(512), ''),
  expires: z._default(plainText(20), ''),
});

export const resendBody = z.object({ email });

export const forgotBody = z.object({ email: accountEmail });

/** A new password typed twice: both given, within the policy, and the same (every form that sets one). */
export function checkNewPassword(
  v: { password: string; confirmPassword: string },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
) {
  if (!v.password || !v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['password'], message: messages.resetBothRequired });
  else if (password.safeParse(v.password).success === false)
    ctx.addIssue({ code: 'custom', path: ['password'], message: messages.resetRulesNotMet });
  else if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.resetMismatch });
}

const newPasswordFields = {
  password: z._default(z.string().check(z.maxLength(128)), ''),
  confirmPassword: z._default(z.string().check(z.maxLength(128)), ''),
};

export const resetBody = z
  .object({
    ...newPasswordFields,
    token: z.string().check(noControlCharacters(), z.minLength(1), z.maxLength(512)),
  })
  .check(z.superRefine(checkNewPassword));

/**
 * POST /users/verify-email: a sign-up's verification link opened outside the session that
 * signed up; whoever opens it chooses the account's password (docs/decisions/039).
 */
export const verifyWithPasswordBody = z
  .object({ ...verifyEmailQuery.shape, ...newPasswordFields })
  .check(z.superRefine(checkNewPassword));

/**
 * POST /users/verify-code: the six digits of the verification e-mail, typed in the session that
 * signed up (its bearer token names the account).
 */
export const verifyCodeBody = z.object({
  code: z
    .string({ error: messages.codeFormat })
    .check(z.trim(), z.regex(/^\d{6}$/, messages.codeFormat)),
});

/** What a login answers about the user (v1.1). */
export const sessionUser = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string(),
  relatedBusinesses: z.array(id),
  /** The businesses whose team the user signs in to as staff (docs/product-rules.md 9.8). */
  staffOf: z.optional(z.array(id)),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authAnswer = z.object({
  code: z.number(),
  message: z.string(),
  token: z.string(),
  user: sessionUser,
  data: z.object({ token: z.string(), user: sessionUser }),
});
