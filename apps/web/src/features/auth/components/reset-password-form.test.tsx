import { screen, waitFor } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { ResetPasswordForm } from './reset-password-form';

const setup = () => renderWithProviders(<ResetPasswordForm token="reset-123" onDone={vi.fn()} />);

describe('Reset password form', () => {
  it('needs both fields', async () => {
    const fetch = mockFetch();
    const { user } = setup();
    await user.type(screen.getByLabelText('New password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetBothRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs a password that meets the rules', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('New password'), 'secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetRulesNotMet)).toBeInTheDocument();
  });

  it('needs the two to match', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetMismatch)).toBeInTheDocument();
  });

  it('sends the token from the link with the new password', async () => {
    const fetch = mockFetch({ body: { code: 200, message: messages.passwordReset } });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-123" onDone={onDone} />);
    await user.type(screen.getByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(messages.passwordReset));
    expect(sentBody(fetch)).toEqual({
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      token: 'reset-123',
    });
  });

  it('lists the rules behind the info icon', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Password rules' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
  });
});
