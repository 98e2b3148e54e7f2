import { messages } from '@timeapp/domain/messages';
import type { SignedIn } from '../../lib/actor.ts';
import { rule, type Owned } from '../../lib/policy.ts';

/**
 * Who an appointment concerns: its customer, its business's owner, and (a booking by service)
 * the account that signs in as its team member, if any (docs/product-rules.md 9.8).
 */
export type Parties = {
  userId: string | null;
  ownerId: string | null;
  staffUserId?: string | null;
};
export type Role = 'owner' | 'customer' | 'staff';

/** The caller's part in an appointment; null when it is none of theirs. */
export const roleIn = (me: SignedIn, a: Parties): Role | null =>
  a.ownerId === me.userId
    ? 'owner'
    : a.userId !== null && a.userId === me.userId
      ? 'customer'
      : a.staffUserId && a.staffUserId === me.userId
        ? 'staff'
        : null;
const isCustomerOrOwner = (role: Role | null) => role === 'owner' || role === 'customer';

/** Who may do what with appointments (docs/decisions/004). */
export const appointmentPolicy = {
  /** Book in a business: anyone verified but its owner, who would decide their own request. */
  book: rule((me, b: Owned) => b.ownerId !== me.userId, messages.ownBusinessBooking),
  /** List a business's appointments: its owner. */
  listForBusiness: rule((me, b: Owned) => b.ownerId === me.userId),
  /** Read one: its customer, its business's owner, and its team member. */
  read: rule((me, a: Parties) => roleIn(me, a) !== null),
  /**
   * Change its status: its customer (cancel) and its business's owner (accept, reject, cancel);
   * which change each may make, and when, is the domain's `decideTransition`.
   */
  changeStatus: rule((me, a: Parties) => isCustomerOrOwner(roleIn(me, a))),
  /** Move it to another time of its section: its customer. */
  reschedule: rule((me, a: Parties) => roleIn(me, a) === 'customer'),
  /** Propose another time for it (docs/decisions/034): its business's owner. */
  propose: rule((me, a: Parties) => roleIn(me, a) === 'owner'),
  /** Accept or decline the owner's proposal: its customer. */
  answerProposal: rule((me, a: Parties) => roleIn(me, a) === 'customer'),
  /** Record arrival or no-show, or take it back: its business's owner and its team member. */
  recordAttendance: rule((me, a: Parties) => {
    const role = roleIn(me, a);
    return role === 'owner' || role === 'staff';
  }),
  /** Undo their own decision within the window: its business's owner. */
  undo: rule((me, a: Parties) => roleIn(me, a) === 'owner'),
  /** Write a contact note to the customer: its business's owner. */
  note: rule((me, a: Parties) => roleIn(me, a) === 'owner'),
  /** Refund its deposit, paid or kept (decision 056): its business's owner. */
  refundDeposit: rule((me, a: Parties) => roleIn(me, a) === 'owner'),
  /** Book a walk-in or phone customer: the business's owner. */
  walkIn: rule((me, b: Owned) => b.ownerId === me.userId),
};
