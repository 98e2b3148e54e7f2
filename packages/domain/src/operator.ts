import { id, imageUrl, localDate, trimmed } from './common.ts';
import { fieldRules, messages } from './messages.ts';
import { planStates } from './plan.ts';
import { z } from './zod.ts';

// 'Report a bug' and the operator console (/operator): the request bodies and answers.

export const bugReportBody = z.object({
  whatHappened: trimmed(4000, { multiline: true, required: messages.bugReportNeedsWhat }),
  steps: z._default(trimmed(4000, { multiline: true }), ''),
  screenshot: z.optional(imageUrl),
});
export type BugReportBody = z.infer<typeof bugReportBody>;

export const bugReport = z.object({
  _id: id,
  reporterEmail: z.string(),
  whatHappened: z.string(),
  steps: z.string(),
  screenshot: z.nullable(z.string()),
  verdict: z.nullable(z.enum(['valid', 'invalid'])),
  note: z.string(),
  /** The business whose trial a valid report extended (null: none). */
  businessId: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type BugReport = z.infer<typeof bugReport>;

export const verdictBody = z.object({
  verdict: z.enum(['valid', 'invalid']),
  note: z._default(trimmed(2000, { multiline: true }), ''),
});
export type VerdictBody = z.infer<typeof verdictBody>;

export const operatorBusiness = z.object({
  _id: id,
  name: z.string(),
  ownerEmail: z.string(),
  state: z.enum(planStates),
  bookable: z.boolean(),
  registeredAt: z.string(),
  trialLastDay: z.string(),
  referrals: z.int(),
  validBugReports: z.int(),
  subscriptionStatus: z.nullable(z.string()),
  paidThrough: z.nullable(z.string()),
});
export type OperatorBusiness = z.infer<typeof operatorBusiness>;

export const paidThroughBody = z.object({ paidThrough: z.nullable(localDate) });

/** A contact-form message as the console lists it; handled once an operator marks it so. */
export const contactMessage = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Written while signed in (the sender's account exists), or by a visitor. */
  signedIn: z.boolean(),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
  handledBy: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof contactMessage>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The console's lists come a page at a time, newest first (DESIGN 12: every operator list pages). */
export const OPERATOR_PAGE_SIZE = 50;

/**
 * GET /operator/...: `limit` entries older than the one `before` names (the previous page's
 * `next`). A cursor rather than an offset: entries arriving meanwhile shift nothing.
 */
export const operatorListQuery = z.object({
  before: z.optional(z.string().check(z.regex(UUID, fieldRules.format))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    OPERATOR_PAGE_SIZE,
  ),
});
export type OperatorListQuery = z.infer<typeof operatorListQuery>;

/** A page of an operator list: `next` is the `before` of the following page (null: the last). */
export const operatorPage = <T extends z.core.SomeType>(item: T) =>
  z.object({
    code: z.int(),
    message: z.string(),
    data: z.array(item),
    next: z.nullable(z.string()),
  });
export type OperatorPage<T> = { items: T[]; next: string | null };
