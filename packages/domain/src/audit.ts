import { id } from './common.ts';
import { z } from './zod.ts';

// The audit trail (DESIGN.md section 12; docs/decisions/047-audit-trail.md): every change an
// owner, staff member or operator makes to a business, its sections, services, team, plan and
// appointments, and the operator console's own actions. Owners read their business's entries
// (GET /business/:id/audit), operators all of them (GET /operator/audit), a page at a time.

/** What was done; the screens say each in words (audit-texts.ts). */
export const auditActions = [
  'business.created',
  'business.updated',
  'business.closed',
  'business.handoverOffered',
  'business.handoverWithdrawn',
  'business.handedOver',
  'section.added',
  'section.updated',
  'section.removed',
  'service.added',
  'service.updated',
  'service.removed',
  'member.added',
  'member.updated',
  'member.removed',
  'member.invited',
  'plan.paidThrough',
  'plan.subscription',
  'appointment.decided',
  'appointment.proposed',
  'appointment.attendance',
  'appointment.undone',
  'appointment.noted',
  'appointment.walkIn',
  'strike.forgiven',
  'deposits.connected',
  'deposit.refunded',
  'bugReport.decided',
  'contactMessage.handled',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * In which part the person acted: the business's owner, a team member, or an operator; or
 * 'payments', the subscription as Stripe reported it (no person: the owner's checkout or
 * portal, or a card that failed).
 */
export const auditRoles = ['owner', 'staff', 'operator', 'payments'] as const;
export type AuditRole = (typeof auditRoles)[number];

/** Field values before and after the change: only the fields that changed. */
const fields = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntry = z.object({
  _id: id,
  at: z.string(),
  /** Who: their name and e-mail now (null once the account is deleted). */
  actor: z.object({
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    role: z.enum(auditRoles),
  }),
  action: z.enum(auditActions),
  /** The business it changed (null: an operator's action on no business). */
  businessId: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  /** What it changed, in a few words: a section's or service's name, an appointment's time. */
  subject: z.string(),
  before: fields,
  after: fields,
  /** The address the change came from, as the server saw it. */
  address: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
