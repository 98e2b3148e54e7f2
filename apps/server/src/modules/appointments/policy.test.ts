import { describe, expect, it } from 'vitest';
import { appointmentPolicy as policy } from './policy.ts';

const owner = { userId: 'owner', verified: true };
const customer = { userId: 'customer', verified: true };
const stranger = { userId: 'stranger', verified: true };
const actors = { owner, customer, stranger };

const business = { ownerId: 'owner' };
const appointment = { userId: 'customer', ownerId: 'owner' };

// actor x action -> allowed, on the business's appointment (or on the business for the first two).
const table: [keyof typeof actors, keyof typeof policy, boolean][] = [
  ['owner', 'book', false],
  ['customer', 'book', true],
  ['stranger', 'book', true],
  ['owner', 'listForBusiness', true],
  ['customer', 'listForBusiness', false],
  ['stranger', 'listForBusiness', false],
  ['owner', 'read', true],
  ['customer', 'read', true],
  ['stranger', 'read', false],
  ['owner', 'changeStatus', true],
  ['customer', 'changeStatus', true],
  ['stranger', 'changeStatus', false],
  ['owner', 'recordAttendance', true],
  ['customer', 'recordAttendance', false],
  ['stranger', 'recordAttendance', false],
];

describe('who may do what with appointments', () => {
  it.each(table)('%s may %s: %s', (actor, action, allowed) => {
    const onBusiness = action === 'book' || action === 'listForBusiness';
    const rule = policy[action] as { allows(me: typeof owner, r: object): boolean };
    expect(rule.allows(actors[actor], onBusiness ? business : appointment)).toBe(allowed);
  });

  it('covers every action', () => {
    expect(new Set(table.map(([, action]) => action))).toEqual(new Set(Object.keys(policy)));
  });
});
