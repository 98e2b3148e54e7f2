import { describe, it, expect } from 'vitest';
import { messages } from './messages.ts';
import { issuesAt, issuesOf } from './testing/issues.ts';
import { changePasswordForm, forgotBody, loginBody, registerBody, resetBody } from './users.ts';

const GOOD = 'Secret1@';

const givenRegistration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Ngata',
  email: 'ana@example.com',
  password: GOOD,
  confirmPassword: GOOD,
  address: { country: 'New Zealand', state: 'Auckland', city: 'Auckland' },
  ...overrides,
});

describe('registerBody', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    { name: 'a complete registration', input: givenRegistration(), expected: [] },
    {
      name: 'no address at all',
      input: givenRegistration({ address: undefined }),
      expected: [messages.addressRequired],
    },
    {
      name: 'an address without a city',
      input: givenRegistration({ address: { country: 'New Zealand', state: 'Auckland' } }),
      expected: [messages.addressRequired],
    },
    {
      name: 'an address whose province is only spaces',
      input: givenRegistration({
        address: { country: 'New Zealand', state: '   ', city: 'Auckland' },
      }),
      expected: [messages.addressRequired],
    },
    {
      name: 'confirmation differs',
      input: givenRegistration({ confirmPassword: 'Secret1@x' }),
      expected: [messages.passwordConfirmMismatch],
    },
    {
      name: 'a weak password gives the first policy problem',
      input: givenRegistration({ password: 'secret', confirmPassword: 'secret' }),
      expected: [messages.passwordTooShort],
    },
    {
      name: 'an invalid e-mail address',
      input: givenRegistration({ email: 'not-an-address' }),
      expected: ['Enter a valid e-mail address'],
    },
    {
      name: 'an empty first name',
      input: givenRegistration({ firstName: '  ' }),
      expected: ['Please enter your name'],
    },
    {
      name: 'a birthday that is no date',
      input: givenRegistration({ birthday: '2026-02-30' }),
      expected: ['Must be a real calendar date'],
    },
    { name: 'an empty birthday is fine', input: givenRegistration({ birthday: '' }), expected: [] },
    {
      name: 'letters in the mobile number',
      input: givenRegistration({ mobileNumber: '021-555' }),
      expected: ['Enter a mobile number like 021 555 0199 or +64 21 555 0199'],
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(registerBody, input)).toEqual(expected);
  });

  it('reports the address problem on the address field and the mismatch on the confirmation', () => {
    const input = givenRegistration({ address: undefined, confirmPassword: 'other' });
    expect(issuesAt(registerBody, input, 'address')).toEqual([
      'Please provide Country, Province/State, and City',
    ]);
    expect(issuesAt(registerBody, input, 'confirmPassword')).toEqual(['Check your new password']);
  });

  it('stores the e-mail address lower-cased and trimmed', () => {
    const parsed = registerBody.parse(givenRegistration({ email: '  Ana.Ngata@Example.COM ' }));
    expect(parsed.email).toBe('ana.ngata@example.com');
    expect(parsed.registerBusiness).toBe(false);
  });
});

describe('loginBody', () => {
  it('lower-cases the e-mail address, so any case logs in', () => {
    expect(loginBody.parse({ email: 'Ana@Example.com', password: 'x' }).email).toBe(
      'ana@example.com',
    );
  });
});

describe('forgotBody', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    { name: 'missing e-mail', input: {}, expected: [messages.emailEmpty] },
    { name: 'empty e-mail', input: { email: '' }, expected: [messages.emailEmpty] },
    { name: 'only spaces', input: { email: '   ' }, expected: [messages.emailEmpty] },
    { name: 'an address', input: { email: 'ana@example.com' }, expected: [] },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(forgotBody, input)).toEqual(expected);
  });

  it('uses the exact text', () => {
    expect(messages.emailEmpty).toBe('Email is not allowed to be empty');
    expect(forgotBody.parse({ email: ' Ana@Example.com ' }).email).toBe('ana@example.com');
  });
});

describe('resetBody', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    {
      name: 'matching valid passwords',
      input: { password: GOOD, confirmPassword: GOOD, token: 't' },
      expected: [],
    },
    {
      name: 'both missing',
      input: { token: 't' },
      expected: ['Both password fields are required.'],
    },
    {
      name: 'confirmation missing',
      input: { password: GOOD, token: 't' },
      expected: ['Both password fields are required.'],
    },
    {
      name: 'password empty',
      input: { password: '', confirmPassword: GOOD, token: 't' },
      expected: ['Both password fields are required.'],
    },
    {
      name: 'breaks the rules',
      input: { password: 'secret12', confirmPassword: 'secret12', token: 't' },
      expected: ['Password does not meet the required rules'],
    },
    {
      name: 'rules come before the mismatch',
      input: { password: 'secret12', confirmPassword: 'other', token: 't' },
      expected: ['Password does not meet the required rules'],
    },
    {
      name: 'valid but different',
      input: { password: GOOD, confirmPassword: 'Secret1@x', token: 't' },
      expected: ['Password does not match'],
    },
    {
      name: 'no token',
      input: { password: GOOD, confirmPassword: GOOD },
      expected: ['Is required'],
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(resetBody, input)).toEqual(expected);
  });

  it('matches the catalogue', () => {
    expect([messages.resetBothRequired, messages.resetRulesNotMet, messages.resetMismatch]).toEqual(
      [
        'Both password fields are required.',
        'Password does not meet the required rules',
        'Password does not match',
      ],
    );
  });
});

describe('changePasswordForm', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    {
      name: 'matching new password',
      input: { oldPassword: 'old', newPassword: GOOD, confirmPassword: GOOD },
      expected: [],
    },
    {
      name: 'confirmation differs',
      input: { oldPassword: 'old', newPassword: GOOD, confirmPassword: 'Secret1@x' },
      expected: ['Passwords do not match. Check your new and confirm password fields.'],
    },
    {
      name: 'the new password follows the same policy',
      input: { oldPassword: 'old', newPassword: 'Secret12', confirmPassword: 'Secret12' },
      expected: [messages.passwordNeedsSpecial],
    },
    {
      name: 'the current password is required',
      input: { oldPassword: '', newPassword: GOOD, confirmPassword: GOOD },
      expected: ['Please enter your current password'],
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(changePasswordForm, input)).toEqual(expected);
  });

  it('reports the mismatch on the confirmation field', () => {
    const input = { oldPassword: 'old', newPassword: GOOD, confirmPassword: 'x' };
    expect(issuesAt(changePasswordForm, input, 'confirmPassword')).toEqual([
      messages.changeMismatch,
    ]);
  });
});
