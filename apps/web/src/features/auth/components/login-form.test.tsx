import { accountTexts } from '@timeapp/domain/account-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, sentBody, testUser } from '../../../testing/test-utils';
import { LoginForm } from './login-form';

describe('Login form', () => {
  it('asks for the e-mail and password before calling the server', async () => {
    const fetch = mockFetch();
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.emailEmpty)).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in with the e-mail in lower case and hands over the session', async () => {
    const fetch = mockFetch({ body: { code: 200, message: 'OK', token: 't', user: testUser() } });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/User name/), 'Kiri@Example.co.nz');
    await user.type(screen.getByLabelText(/Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ token: 't', user: testUser(), message: 'OK' });
    expect(sentBody(fetch)).toEqual({ email: 'kiri@example.co.nz', password: 'Secret@123' });
  });

  it("shows the server's reason when the login is refused", async () => {
    mockFetch({ status: 401, body: { code: 401, message: messages.loginFailed } });
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText(/User name/), 'kiri@example.co.nz');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.loginFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks an account with an authenticator app for its code, then hands over the session', async () => {
    const fetch = mockFetch(
      {
        status: 202,
        body: {
          code: 202,
          message: accountTexts.secondFactorNeeded,
          data: { ticket: 'ticket-from-the-password', secondFactor: 'totp' },
        },
      },
      { body: { code: 200, message: 'OK', token: 't2', user: testUser() } },
    );
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/User name/), 'kiri@example.co.nz');
    await user.type(screen.getByLabelText(/Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(accountTexts.secondFactorFormat)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code from your app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ token: 't2', user: testUser(), message: 'OK' });
    expect(sentBody(fetch, 1)).toEqual({ ticket: 'ticket-from-the-password', code: '123456' });
  });

  it('opens forgot password in a new tab', () => {
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const link = screen.getByRole('link', { name: /Forgot password/ });
    expect(link).toHaveAttribute('href', '/forgotPass');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
