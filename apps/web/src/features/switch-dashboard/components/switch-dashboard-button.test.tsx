import { screen } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signInAs, testUser } from '../../../testing/test-utils';
import { SwitchDashboardButton } from './switch-dashboard-button';

describe('Switch dashboard', () => {
  it('is not offered without exactly one business', () => {
    signInAs(testUser({ relatedBusinesses: ['b1', 'b2'] }));
    renderWithProviders(<SwitchDashboardButton current="customer" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks first, then goes to the other dashboard', async () => {
    signInAs(testUser({ relatedBusinesses: ['b1'] }));
    const { user, router } = renderWithProviders(<SwitchDashboardButton current="customer" />, {
      route: '/clientDashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Switch to business dashboard' }));
    expect(await screen.findByText(messages.confirmSwitch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/business-dashboard');
  });
});
