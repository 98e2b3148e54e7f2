import { accountTexts } from '@timeapp/domain/account-texts';
import { screen } from '@testing-library/react';
import type { TwoFactorState } from '@timeapp/domain/two-factor';
import { describe, expect, it } from 'vitest';
import { routeFetch } from '../../../../testing/route-fetch';
import { renderWithProviders, signInAs } from '../../../../testing/test-utils';
import OperatorRoute from './operator';

const state = (over: Partial<TwoFactorState> = {}): TwoFactorState => ({
  passkeys: [],
  totpAllowed: true,
  totp: false,
  recoveryCodesLeft: 0,
  required: true,
  ...over,
});

describe('/operator for an operator without a passkey or an authenticator app', () => {
  it('shows why and "Sign-in security" instead of the console, and opens the console once one is added', async () => {
    signInAs();
    let enrolled = false;
    routeFetch({
      'GET /operator/bug-reports': () =>
        enrolled
          ? { body: { code: 200, message: 'OK', data: [], next: null } }
          : {
              status: 403,
              body: {
                code: 403,
                error: 'operator_needs_second_factor',
                message: accountTexts.operatorNeedsSecondFactor,
              },
            },
      'GET /users/me/two-factor': () => ({
        body: { code: 200, message: 'OK', data: state({ totp: enrolled }) },
      }),
    });
    const { user, queryClient } = renderWithProviders(<OperatorRoute />);
    expect(await screen.findByRole('region', { name: 'Sign-in security' })).toBeInTheDocument();
    expect(screen.getByText(/Add one below to open the console/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Add an authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the console' })).not.toBeInTheDocument();

    enrolled = true;
    // The card's own refresh after adding the app (the console's answer is not asked again yet).
    await queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    await user.click(await screen.findByRole('button', { name: 'Open the console' }));
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
  });
});
