import { describe, expect, it } from 'vitest';
import { businessPolicy as policy } from './policy.ts';

const actors = {
  owner: { userId: 'owner', verified: true },
  other: { userId: 'other', verified: true },
};
const business = { ownerId: 'owner' };

const table: [keyof typeof actors, keyof typeof policy, boolean][] = [
  ['owner', 'edit', true],
  ['other', 'edit', false],
  ['owner', 'refer', false],
  ['other', 'refer', true],
  ['owner', 'rate', false],
  ['other', 'rate', true],
];

describe('who may do what with a business', () => {
  it.each(table)('%s may %s it: %s', (actor, action, allowed) => {
    expect(policy[action].allows(actors[actor], business)).toBe(allowed);
  });

  it('covers every action', () => {
    expect(new Set(table.map(([, action]) => action))).toEqual(new Set(Object.keys(policy)));
  });
});
