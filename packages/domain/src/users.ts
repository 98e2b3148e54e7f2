import { z } from 'zod';
import { address, email, id, imageUrl, localDate } from './common.ts';
import { messages } from './messages.ts';
import { password } from './password.ts';

const name = z.string().trim().min(1, 'Please enter your name').max(60);
const mobileNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{0,15}$/, 'Mobile number must contain digits only');
// Empty (not given) or a real date; not a union, whose error would only say 'Invalid input'.
const birthday = z.string().superRefine((value, ctx) => {
  if (value === '') return;
  const date = localDate.safeParse(value);
  if (!date.success) ctx.addIssue({ code: 'custom', message: date.error.issues[0]!.message });
});

export const registerBody = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password,
    confirmPassword: z.string(),
    mobileNumber: mobileNumber.optional(),
    birthday: birthday.optional(),
    address: address.optional(),
    registerBusiness: z.boolean().optional().default(false),
    referralCode: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.address?.country || !v.address.state || !v.address.city)
      ctx.addIssue({ code: 'custom', path: ['address'], message: messages.addressRequired });
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordConfirmMismatch });
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, messages.emailEmpty).max(254),
  password: z.string().min(1, 'Please enter your password').max(128),
});

// Missing parts default to '' so a cut-off link answers 'Verification failed.', not a schema error.
export const verifyEmailQuery = z.object({
  email: z.string().max(254).default(''),
  token: z.string().max(512).default(''),
  expires: z.string().max(20).default(''),
});

export const resendBody = z.object({ email });

export const forgotBody = z.object({
  email: z.string({ error: messages.emailEmpty }).trim().toLowerCase().min(1, messages.emailEmpty).max(254),
});

export const resetBody = z
  .object({
    password: z.string().max(128).default(''),
    confirmPassword: z.string().max(128).default(''),
    token: z.string().min(1).max(512),
  })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.resetBothRequired });
    else if (password.safeParse(v.password).success === false)
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.resetRulesNotMet });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.resetMismatch });
  });

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1, 'Please enter your current password').max(128),
  newPassword: password,
});

/** The web form adds a confirmation field; the server contract takes old and new only. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.changeMismatch,
  });

// Only the fields sent change: `address.partial()` would fill the missing ones with '' defaults.
const placeField = z.string().trim().max(100);
const addressPatch = z
  .object({ country: placeField, state: placeField, city: placeField, suburb: placeField, postCode: z.string().trim().max(20) })
  .partial();

export const updateUserBody = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: email.optional(),
  mobileNumber: mobileNumber.optional(),
  birthday: birthday.optional(),
  address: addressPatch.optional(),
  profileImage: z.union([imageUrl, z.literal('')]).optional(),
  favorite: z.union([id, z.array(id).max(1)]).optional(),
  unfavorite: id.optional(),
});

// A missing field gets the same message as an empty one: the form says 'All fields are required!'.
const required = () => z.string({ error: messages.contactAllRequiredText });
export const contactBody = z.object({
  name: required().trim().min(1, messages.contactAllRequiredText).max(120),
  email: required().trim().min(1, messages.contactAllRequiredText).max(254),
  subject: required().trim().min(1, messages.contactAllRequiredText).max(200),
  message: required().trim().min(1, messages.contactAllRequiredText).max(5000),
});

/** What a login answers about the user (v1.1). */
export const sessionUser = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string(),
  relatedBusinesses: z.array(id),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A user's own profile: never the hash, tokens or anyone else's data. */
export const userProfile = sessionUser.extend({
  mobileNumber: z.string(),
  birthday: z.string(),
  userName: z.string(),
  userType: z.string(),
  active: z.boolean(),
  verified: z.boolean(),
  address,
  favorite: z.array(id),
});
export type UserProfile = z.infer<typeof userProfile>;

export const authAnswer = z.object({
  code: z.number(),
  message: z.string(),
  token: z.string(),
  user: sessionUser,
  data: z.object({ token: z.string(), user: sessionUser }),
});
