// The audit trail's texts (the owner's 'Changes' screen and the operator console's 'Changes'
// tab): part of the message catalogue, in a module of their own so that only those screens load
// them (page-weight budget, docs/performance.md; docs/texts.md).
import type { AuditAction, AuditRole } from './audit.ts';
import type { SubscriptionStatus } from './plan.ts';
import { fieldLabels } from './field-labels.ts';
import { screenTexts } from './messages.ts';

export const auditTexts = {
  title: screenTexts.changes.title,
  intro:
    'Every change made to your business, its sections, services, team, plan and appointments by you, your team or TimeApp, with where it came from.',
  loading: 'Loading the changes',
  none: 'No changes recorded yet.',
  more: 'More changes',
  from: (address: string) => `from ${address}`,
  deletedAccount: 'Deleted account',
  roles: {
    owner: 'owner',
    staff: 'team member',
    operator: 'TimeApp operator',
    payments: 'as Stripe reported it',
  } satisfies Record<AuditRole, string>,
  /** Who changed a subscription: no person, the payments. */
  payments: 'Payments',
  /** A subscription's status as Stripe names it, in words. */
  subscription: {
    trialing: 'Trial',
    active: 'Paid',
    past_due: 'Payment failed',
    canceled: 'Cancelled',
    unpaid: 'Unpaid',
    incomplete: 'Waiting for the first payment',
    incomplete_expired: 'First payment never made',
    paused: 'Paused',
  } satisfies Record<SubscriptionStatus, string> as Record<string, string>,
  actions: {
    'business.created': 'Registered the business',
    'business.updated': 'Changed the business',
    'business.closed': 'Closed the business',
    'business.handoverOffered': 'Offered the business to another account',
    'business.handoverWithdrawn': 'Withdrew the offer of the business',
    'business.handedOver': 'Took the business over',
    'section.added': 'Added a section',
    'section.updated': 'Changed a section',
    'section.removed': 'Removed a section',
    'service.added': 'Added a service',
    'service.updated': 'Changed a service',
    'service.removed': 'Removed a service',
    'member.added': 'Added a team member',
    'member.updated': 'Changed a team member',
    'member.removed': 'Removed a team member',
    'member.invited': 'Sent a team invitation',
    'plan.paidThrough': 'Marked the plan paid',
    'plan.subscription': 'The subscription changed',
    'appointment.decided': 'Decided an appointment',
    'appointment.proposed': 'Proposed another time',
    'appointment.attendance': 'Recorded attendance',
    'appointment.undone': 'Undid a decision',
    'appointment.noted': 'Wrote to a customer',
    'appointment.walkIn': 'Booked a walk-in',
    'strike.forgiven': "Forgave a customer's strike",
    'deposits.connected': 'Started taking deposits with Stripe',
    'deposit.refunded': "Refunded a customer's deposit",
    'bugReport.decided': 'Decided a bug report',
    'contactMessage.handled': 'Handled a contact message',
  } satisfies Record<AuditAction, string>,
  /** One changed field: 'name: Cuts -> Cuts & Colour'. */
  change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  empty: '(none)',
  yes: 'yes',
  no: 'no',
  price: (cents: number) => `$${(cents / 100).toFixed(2)}`,
  /** A field as people name it; one not listed by its key. */
  field: (key: string): string => auditFieldLabels[key] ?? fieldLabels[key] ?? key,
  byWhom: (name: string, role: string) => `${name} (${role})`,
};

/** Fields only the audit trail names (the rest are the forms' labels, field-labels.ts). */
const auditFieldLabels: Record<string, string> = {
  openTime: 'Opens',
  closeTime: 'Closes',
  offStart: 'Break starts',
  offEnd: 'Break ends',
  hoursByDay: 'Hours by day',
  maxCovers: 'Most people per half hour',
  reminders: 'Reminders',
  cancellationFreeHours: 'Free cancellation until (hours before)',
  strikeLimit: 'Strikes before the consequence',
  strikeConsequence: 'After too many strikes',
  forgivenAt: 'Forgiven',
  sections: 'Sections',
  hours: 'Working hours',
  daysOff: 'Dates off',
  services: 'Services',
  members: 'Team members',
  durationMinutes: 'Length (minutes)',
  bufferBeforeMinutes: 'Time before (minutes)',
  bufferAfterMinutes: 'Time after (minutes)',
  startEvery: 'Starts every (minutes)',
  paidThrough: 'Paid until',
  subscriptionStatus: 'Subscription',
  trialLastDay: "Trial's last day",
  verdict: 'Verdict',
  handled: 'Handled',
  detail: 'Detail',
  action: 'Action',
  operator: 'Operator',
  closedAt: 'Closed',
  owner: 'Owner',
  offeredTo: 'Offered to',
};
