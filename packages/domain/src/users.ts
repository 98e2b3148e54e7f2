import {
  address,
  addressPatch,
  email,
  id,
  imageUrl,
  localDate,
  noControlCharacters,
  trimmed,
} from './common.ts';
import { isSameOriginPath } from './links.ts';
import { messages } from './messages.ts';
import { password } from './password.ts';
import { phoneNumber } from './phone.ts';
import { sessionUser } from './users-auth.ts';
import { z } from './zod.ts';

export * from './users-auth.ts';

const name = trimmed(60, { required: messages.nameRequired });
const mobileNumber = phoneNumber(messages.mobileDigits, { optional: true });
/** Agreement to texts at the mobile number (docs/decisions/054-texts.md). */
const textsConsent = z.optional(z.boolean());
/** A tick for texts needs a number to text. */
const consentNeedsMobile = (
  v: { mobileNumber?: string; textsConsent?: boolean },
  ctx: z.core.$RefinementCtx,
) => {
  if (v.textsConsent && !v.mobileNumber)
    ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: messages.consentNeedsMobile });
};
// Empty (not given) or a real date; not a union, whose error would only say 'Invalid input'.
const birthday = z.string().check(
  z.superRefine((value, ctx) => {
    if (value === '') return;
    const date = localDate.safeParse(value);
    if (!date.success) ctx.addIssue({ code: 'custom', message: date.error.issues[0]!.message });
  }),
);

export const registerBody = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password,
    confirmPassword: z.string(),
    mobileNumber: z.optional(mobileNumber),
    textsConsent,
    birthday: z.optional(birthday),
    address: z.optional(address),
    registerBusiness: z._default(z.optional(z.boolean()), false),
    referralCode: z.optional(trimmed(64)),
    /**
     * Where the verification link's login leads: a path on this site (a pick on a public
     * business page waiting to be booked). Anything else is refused.
     */
    next: z.optional(z.string().check(z.refine(isSameOriginPath, messages.nextInvalid))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.address?.country || !v.address.state || !v.address.city)
        ctx.addIssue({ code: 'custom', path: ['address'], message: messages.addressRequired });
      consentNeedsMobile(v, ctx);
      if (v.password !== v.confirmPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: messages.passwordConfirmMismatch,
        });
    }),
  );
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST /users/sign-up-to-book: the short sign-up of a public business page (DESIGN.md section
 * 11), to confirm a picked time: names, e-mail, password and an optional mobile. The address is
 * completed later from the profile; the e-mailed code is typed on the same screen.
 */
export const signUpToBookBody = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password,
    mobileNumber: z.optional(mobileNumber),
    textsConsent,
    /** The public page and its pick, where the e-mail's link leads too. */
    next: z.optional(z.string().check(z.refine(isSameOriginPath, messages.nextInvalid))),
  })
  .check(z.superRefine(consentNeedsMobile));
export type SignUpToBookBody = z.infer<typeof signUpToBookBody>;

export const changePasswordBody = z.object({
  oldPassword: z.string().check(z.minLength(1, messages.currentPasswordRequired), z.maxLength(128)),
  newPassword: password,
});

/**
 * A password change ends every other session; this one goes on with the new token it answers.
 */
export const changePasswordAnswer = z.object({
  code: z.int(),
  message: z.string(),
  token: z.string(),
});

/** The web form adds a confirmation field; the server contract takes old and new only. */
export const changePasswordForm = z
  .extend(changePasswordBody, { confirmPassword: z.string() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      error: messages.changeMismatch,
    }),
  );

export const updateUserBody = z.object({
  firstName: z.optional(name),
  lastName: z.optional(name),
  email: z.optional(email),
  mobileNumber: z.optional(mobileNumber),
  textsConsent,
  birthday: z.optional(birthday),
  address: z.optional(addressPatch),
  profileImage: z.optional(z.union([imageUrl, z.literal('')])),
  favorite: z.optional(z.union([id, z.array(id).check(z.maxLength(1))])),
  unfavorite: z.optional(id),
});

// A missing field gets the same message as an empty one: the form says 'All fields are required!'.
const required = (max: number, multiline = false) =>
  z
    .string({ error: messages.contactAllRequiredText })
    .check(
      noControlCharacters(multiline),
      z.trim(),
      z.minLength(1, messages.contactAllRequiredText),
      z.maxLength(max),
    );
export const contactBody = z.object({
  name: required(120),
  email: required(254),
  subject: required(200),
  message: required(5000, true),
});

/** A user's own profile: never the hash, tokens or anyone else's data. */
export const userProfile = z.extend(sessionUser, {
  /** E.164, or '' when none was given. */
  mobileNumber: z.string(),
  /** The same number as people read it, formatted by the server (the web has no formatter). */
  mobileNumberDisplay: z.string(),
  /** The user agreed to texts at that number (docs/decisions/054-texts.md). */
  textsConsent: z.boolean(),
  birthday: z.string(),
  userName: z.string(),
  userType: z.string(),
  active: z.boolean(),
  verified: z.boolean(),
  address,
  favorite: z.array(id),
});
export type UserProfile = z.infer<typeof userProfile>;
