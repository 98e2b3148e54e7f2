import { describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { userPolicy as policy, type UserRef } from './policy.ts';

const me = { userId: 'me', verified: true };
const users: Record<string, UserRef> = {
  myself: { id: 'me' },
  'a customer who booked with me': { id: 'c1', bookedWithCaller: true },
  'someone who never booked with me': { id: 'c2', bookedWithCaller: false },
};

const table: [string, keyof typeof policy, boolean][] = [
  ['myself', 'readProfile', true],
  ['a customer who booked with me', 'readProfile', false],
  ['someone who never booked with me', 'readProfile', false],
  ['myself', 'rate', false],
  ['a customer who booked with me', 'rate', true],
  ['someone who never booked with me', 'rate', false],
];

describe('who may do what with a user account', () => {
  it.each(table)('on %s, %s: %s', (user, action, allowed) => {
    expect(policy[action].allows(me, users[user]!)).toBe(allowed);
  });

  it('covers every action, and a refused rating says why', () => {
    expect(new Set(table.map(([, action]) => action))).toEqual(new Set(Object.keys(policy)));
    expect(policy.rate.refusal).toBe(messages.rateNeedsAppointment);
  });
});
