import { screen, waitFor } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

describe('Forgot password form', () => {
  it('says the e-mail is empty and sends nothing', async () => {
    const fetch = mockFetch();
    const { user } = renderWithProviders(<ForgotPasswordForm onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Get Reset Link' }));
    expect(await screen.findByText(messages.emailEmpty)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports the mail as sent', async () => {
    const fetch = mockFetch({ body: { code: 200, message: messages.resetMailSent } });
    const onSent = vi.fn();
    const { user } = renderWithProviders(<ForgotPasswordForm onSent={onSent} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.nz');
    await user.click(screen.getByRole('button', { name: 'Get Reset Link' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(messages.resetMailSent));
    expect(sentBody(fetch)).toEqual({ email: 'ana@example.nz' });
  });
});
