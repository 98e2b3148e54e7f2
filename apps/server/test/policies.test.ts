import { describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import type { SignedIn } from '../src/lib/actor.ts';
import type { Rule } from '../src/lib/policy.ts';
import { appointmentPolicy } from '../src/modules/appointments/policy.ts';
import { businessPolicy } from '../src/modules/businesses/policy.ts';
import { imagePolicy } from '../src/modules/images/policy.ts';
import { twoFactorPolicy } from '../src/modules/two-factor/policy.ts';
import { userPolicy } from '../src/modules/users/policy.ts';
import { waitlistPolicy } from '../src/modules/waitlist/policy.ts';

// Each module's authorization rules as a table: actor x action x resource -> allowed. A table
// names every action its policy declares, so a new rule cannot go untested.

const actors = {
  owner: { userId: 'owner', verified: true },
  customer: { userId: 'customer', verified: true },
  stranger: { userId: 'stranger', verified: true },
  /** Signs in as the appointment's team member (docs/product-rules.md 9.8). */
  staff: { userId: 'staff', verified: true },
  unverified: { userId: 'unverified', verified: false },
} satisfies Record<string, SignedIn>;
type ActorName = keyof typeof actors;

function policyTable<P extends Record<string, Rule<never>>>(
  name: string,
  policy: P,
  resources: Record<string, unknown>,
  rows: [ActorName, keyof P & string, string, boolean][],
) {
  describe(name, () => {
    it.each(rows)('%s may %s %s: %s', (actor, action, resource, allowed) => {
      const rule = policy[action] as unknown as Rule<unknown>;
      expect(rule.allows(actors[actor], resources[resource])).toBe(allowed);
    });

    it('covers every action', () => {
      expect(new Set(rows.map(([, action]) => action))).toEqual(new Set(Object.keys(policy)));
    });
  });
}

const theBusiness = { ownerId: 'owner' };
const theAppointment = { userId: 'customer', ownerId: 'owner', staffUserId: 'staff' };

policyTable(
  'appointments',
  appointmentPolicy,
  {
    'in the business': theBusiness,
    'the business': theBusiness,
    'the appointment': theAppointment,
    'a walk-in': { userId: null, ownerId: 'owner' },
    'another member’s appointment': { userId: 'customer', ownerId: 'owner', staffUserId: 'other' },
  },
  [
    ['owner', 'book', 'in the business', false],
    ['customer', 'book', 'in the business', true],
    ['stranger', 'book', 'in the business', true],
    ['owner', 'listForBusiness', 'the business', true],
    ['customer', 'listForBusiness', 'the business', false],
    ['stranger', 'listForBusiness', 'the business', false],
    ['owner', 'read', 'the appointment', true],
    ['customer', 'read', 'the appointment', true],
    ['stranger', 'read', 'the appointment', false],
    ['owner', 'changeStatus', 'the appointment', true],
    ['customer', 'changeStatus', 'the appointment', true],
    ['stranger', 'changeStatus', 'the appointment', false],
    ['owner', 'reschedule', 'the appointment', false],
    ['customer', 'reschedule', 'the appointment', true],
    ['stranger', 'reschedule', 'the appointment', false],
    ['owner', 'propose', 'the appointment', true],
    ['customer', 'propose', 'the appointment', false],
    ['stranger', 'propose', 'the appointment', false],
    ['owner', 'answerProposal', 'the appointment', false],
    ['customer', 'answerProposal', 'the appointment', true],
    ['stranger', 'answerProposal', 'the appointment', false],
    ['owner', 'recordAttendance', 'the appointment', true],
    ['customer', 'recordAttendance', 'the appointment', false],
    ['stranger', 'recordAttendance', 'the appointment', false],
    ['owner', 'undo', 'the appointment', true],
    ['customer', 'undo', 'the appointment', false],
    ['stranger', 'undo', 'the appointment', false],
    ['owner', 'note', 'the appointment', true],
    ['customer', 'note', 'the appointment', false],
    ['stranger', 'note', 'the appointment', false],
    ['owner', 'walkIn', 'the business', true],
    ['customer', 'walkIn', 'the business', false],
    ['stranger', 'walkIn', 'the business', false],
    ['owner', 'read', 'a walk-in', true],
    ['stranger', 'read', 'a walk-in', false],
    // Staff: their own appointments' reading and attendance, nothing else.
    ['staff', 'book', 'in the business', true],
    ['staff', 'listForBusiness', 'the business', false],
    ['staff', 'read', 'the appointment', true],
    ['staff', 'read', 'another member’s appointment', false],
    ['staff', 'changeStatus', 'the appointment', false],
    ['staff', 'reschedule', 'the appointment', false],
    ['staff', 'propose', 'the appointment', false],
    ['staff', 'answerProposal', 'the appointment', false],
    ['staff', 'recordAttendance', 'the appointment', true],
    ['staff', 'recordAttendance', 'another member’s appointment', false],
    ['staff', 'undo', 'the appointment', false],
    ['staff', 'note', 'the appointment', false],
    ['owner', 'refundDeposit', 'the appointment', true],
    ['customer', 'refundDeposit', 'the appointment', false],
    ['staff', 'refundDeposit', 'the appointment', false],
    ['stranger', 'refundDeposit', 'the appointment', false],
    ['staff', 'walkIn', 'the business', false],
  ],
);

policyTable('businesses', businessPolicy, { 'the business': theBusiness }, [
  ['owner', 'edit', 'the business', true],
  ['customer', 'edit', 'the business', false],
  ['staff', 'edit', 'the business', false],
  ['owner', 'refer', 'the business', false],
  ['customer', 'refer', 'the business', true],
  ['owner', 'rate', 'the business', false],
  ['customer', 'rate', 'the business', true],
  ['owner', 'seePlan', 'the business', true],
  ['stranger', 'seePlan', 'the business', false],
  ['owner', 'readAudit', 'the business', true],
  ['staff', 'readAudit', 'the business', false],
  ['customer', 'readAudit', 'the business', false],
  ['owner', 'close', 'the business', true],
  ['staff', 'close', 'the business', false],
  ['customer', 'close', 'the business', false],
  ['owner', 'handOver', 'the business', true],
  ['staff', 'handOver', 'the business', false],
  ['stranger', 'handOver', 'the business', false],
  ['owner', 'manageDeposits', 'the business', true],
  ['staff', 'manageDeposits', 'the business', false],
  ['customer', 'manageDeposits', 'the business', false],
  ['owner', 'seeTexts', 'the business', true],
  ['staff', 'seeTexts', 'the business', false],
  ['customer', 'seeTexts', 'the business', false],
  ['owner', 'readStrikes', 'the business', true],
  ['staff', 'readStrikes', 'the business', false],
  ['customer', 'readStrikes', 'the business', false],
  ['owner', 'forgiveStrike', 'the business', true],
  ['staff', 'forgiveStrike', 'the business', false],
  ['customer', 'forgiveStrike', 'the business', false],
]);

policyTable(
  'user accounts',
  userPolicy,
  {
    'their own profile': { id: 'customer' },
    "another's profile": { id: 'stranger' },
    themselves: { id: 'owner', bookedWithCaller: false },
    'a customer who booked with them': { id: 'customer', bookedWithCaller: true },
    'someone who never booked with them': { id: 'stranger', bookedWithCaller: false },
  },
  [
    ['customer', 'readProfile', 'their own profile', true],
    ['customer', 'readProfile', "another's profile", false],
    ['owner', 'rate', 'themselves', false],
    ['owner', 'rate', 'a customer who booked with them', true],
    ['owner', 'rate', 'someone who never booked with them', false],
  ],
);

const account = (id: string, role: 'owner' | 'staff' | 'operator' | 'customer') => ({
  id,
  owner: role === 'owner',
  staff: role === 'staff',
  operator: role === 'operator',
});

policyTable(
  'passkeys and authenticator apps',
  twoFactorPolicy,
  {
    'their own passkeys': { userId: 'customer' },
    "another's passkey": { userId: 'owner' },
    'their own account, owning a business': account('owner', 'owner'),
    'their own account, on a team': account('staff', 'staff'),
    'their own account, an operator': account('stranger', 'operator'),
    'their own account, a customer': account('customer', 'customer'),
    "an owner's account": account('owner', 'owner'),
  },
  [
    ['customer', 'managePasskeys', 'their own passkeys', true],
    ['customer', 'managePasskeys', "another's passkey", false],
    ['owner', 'managePasskeys', "another's passkey", true],
    ['stranger', 'managePasskeys', 'their own passkeys', false],
    ['owner', 'manageTotp', 'their own account, owning a business', true],
    ['staff', 'manageTotp', 'their own account, on a team', true],
    ['stranger', 'manageTotp', 'their own account, an operator', true],
    ['customer', 'manageTotp', 'their own account, a customer', false],
    ['customer', 'manageTotp', "an owner's account", false],
    ['staff', 'manageTotp', "an owner's account", false],
  ],
);

policyTable(
  'waitlist',
  waitlistPolicy,
  { 'in the business': theBusiness, 'their entry': { userId: 'customer' } },
  [
    ['owner', 'join', 'in the business', false],
    ['customer', 'join', 'in the business', true],
    ['stranger', 'join', 'in the business', true],
    ['customer', 'leave', 'their entry', true],
    ['stranger', 'leave', 'their entry', false],
    ['owner', 'leave', 'their entry', false],
  ],
);

policyTable('pictures', imagePolicy, { pictures: undefined }, [
  ['customer', 'upload', 'pictures', true],
  ['unverified', 'upload', 'pictures', false],
]);

it('a refusal says why where the rule has its own message', () => {
  expect(appointmentPolicy.book.refusal).toBe(messages.ownBusinessBooking);
  expect(userPolicy.rate.refusal).toBe(messages.rateNeedsAppointment);
  expect(imagePolicy.upload.refusal).toBe(messages.uploadNeedsVerified);
  expect(businessPolicy.edit.refusal).toBe(messages.forbidden);
});
