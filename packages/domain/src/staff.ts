// Staff sign-in (docs/product-rules.md 9.8): a team member invited by e-mail signs in to their
// own day and appointments, and may mark arrival and no-show for them; nothing else of the
// business.
import { localDate, plainText, trimmed } from './common.ts';
import { messages } from './messages.ts';
import { password } from './password.ts';
import { checkNewPassword, sessionUser } from './users-auth.ts';
import { z } from './zod.ts';

const token = plainText(128).check(z.minLength(1));

/** GET /staff/invitations/:token: what the invitation page shows before accepting. */
export const staffInvitation = z.object({
  businessName: z.string(),
  memberName: z.string(),
  email: z.string(),
  /** An account holds the address: the invitee signs in to it; otherwise they make one here. */
  hasAccount: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

/**
 * POST /staff/invitations/accept. Signed in as the invited address: the token alone. Otherwise,
 * when no verified account holds the address: the new account's name and password.
 */
export const acceptInvitationBody = z.object({
  token,
  firstName: z.optional(trimmed(60, { required: messages.nameRequired })),
  lastName: z.optional(trimmed(60, { required: messages.nameRequired })),
  password: z.optional(password),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** One business the caller works at as a team member. */
export const staffMembership = z.object({
  memberId: z.string(),
  memberName: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  timeZone: z.string(),
});
export type StaffMembership = z.infer<typeof staffMembership>;

/** The accepted invitation; with a session when the account was made by accepting. */
export const acceptedInvitation = z.object({
  membership: staffMembership,
  session: z.optional(z.object({ token: z.string(), user: sessionUser })),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitation>;

/** GET /staff/appointments: the caller's appointments as a team member, one local day. */
export const staffDayQuery = z.object({ date: localDate });

/** The invitation page's form when no account holds the address: a name and a new password. */
export const joinTeamForm = z
  .object({
    firstName: trimmed(60, { required: messages.nameRequired }),
    lastName: trimmed(60, { required: messages.nameRequired }),
    password: z._default(z.string().check(z.maxLength(128)), ''),
    confirmPassword: z._default(z.string().check(z.maxLength(128)), ''),
  })
  .check(z.superRefine(checkNewPassword));
