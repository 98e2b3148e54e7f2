import { screen } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationToken, rememberRegistration } from '../../../lib/registration-token';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { VerifyEmailStatus } from './verify-email-status';

const link = { email: 'aroha@example.test', token: 'register.u1.mac', expires: '1900000000000' };
const authorizationOf = (fetch: ReturnType<typeof routeFetch>, call = 0) =>
  new Headers(fetch.mock.calls[call]?.[1]?.headers).get('authorization');

describe('a verification link', () => {
  afterEach(() => localStorage.clear());

  it('opened in the browser that signed up: verifies at once, with that sign-up', async () => {
    rememberRegistration('sign-up-token');
    const fetch = routeFetch({ 'GET /users/verify-email': ok(null, messages.verified) });
    renderWithProviders(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText(messages.verified)).toBeInTheDocument();
    expect(authorizationOf(fetch)).toBe('Bearer sign-up-token');
    expect(registrationToken()).toBeNull();
  });

  it('opened anywhere else: asks for the password first, then verifies with it', async () => {
    const fetch = routeFetch({
      'GET /users/verify-email': {
        status: 403,
        body: { code: 403, error: 'verify_needs_password', message: messages.verifyNeedsPassword },
      },
      'POST /users/verify-email': ok(null, messages.verified),
    });
    const { user } = renderWithProviders(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText(messages.verifyChoosePassword)).toBeInTheDocument();
    expect(screen.queryByText(messages.verified)).not.toBeInTheDocument();
    expect(authorizationOf(fetch)).toBeNull();

    await user.type(screen.getByLabelText('New password'), 'Chosen@Pass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chosen@Pass1');
    await user.click(screen.getByRole('button', { name: messages.verifyChooseButton }));
    expect(await screen.findByText(messages.verified)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /users/verify-email').map((c) => c.body)).toEqual([
      { ...link, password: 'Chosen@Pass1', confirmPassword: 'Chosen@Pass1' },
    ]);
  });
});
