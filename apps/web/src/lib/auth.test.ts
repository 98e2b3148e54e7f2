import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/test-utils';
import { homeFor, safeNext } from './auth';

describe('Where a login lands', () => {
  it.each([
    [[], null, '/clientDashboard'],
    [['b1'], null, '/business-dashboard'],
    [['b1'], '/show-appointment-details?id=a1', '/show-appointment-details?id=a1'],
    [[], '//evil.example', '/clientDashboard'],
    [[], 'https://evil.example', '/clientDashboard'],
  ] as const)('businesses %j, next %s -> %s', (relatedBusinesses, next, expected) => {
    expect(
      homeFor({ token: 't', user: testUser({ relatedBusinesses: [...relatedBusinesses] }) }, next),
    ).toBe(expected);
  });

  it('accepts only same-site paths as next', () => {
    expect(safeNext('/user-profile')).toBe('/user-profile');
    expect(safeNext('/\\evil')).toBeNull();
  });
});
