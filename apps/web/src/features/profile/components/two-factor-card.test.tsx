import { screen, within } from '@testing-library/react';
import type { TwoFactorState } from '@timeapp/domain/two-factor';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { TwoFactorCard } from './two-factor-card';

const passkey = {
  _id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T21:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};
const state = (over: Partial<TwoFactorState> = {}): TwoFactorState => ({
  passkeys: [],
  totpAllowed: false,
  totp: false,
  recoveryCodesLeft: 0,
  required: false,
  ...over,
});

describe('Sign-in security', () => {
  it("lists a customer's passkeys and removes one; no authenticator app for customers", async () => {
    let passkeys = [passkey];
    const fetch = routeFetch({
      'GET /users/me/two-factor': () => ok(state({ passkeys })),
      [`DELETE /users/me/passkeys/${passkey._id}`]: () => {
        passkeys = [];
        return { body: { code: 200, message: 'Passkey removed' } };
      },
    });
    const { user } = renderWithProviders(<TwoFactorCard />);
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Passkey added .*, not used yet, synced between your devices/,
    );
    expect(screen.queryByRole('heading', { name: 'Authenticator app' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Remove the passkey added/ }));
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(callsTo(fetch, `DELETE /users/me/passkeys/${passkey._id}`)).toHaveLength(1);
  });

  it('an owner with the app on gets new recovery codes for a code, shown once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
    const fetch = routeFetch({
      'GET /users/me/two-factor': () =>
        ok(state({ totpAllowed: true, totp: true, recoveryCodesLeft: 2 })),
      'POST /users/me/totp/recovery-codes': () => ok({ recoveryCodes: codes }),
    });
    const { user } = renderWithProviders(<TwoFactorCard />);
    expect(
      await screen.findByText(
        /On: signing in with your password asks for a code. 2 recovery codes left./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await user.type(within(form).getByLabelText(/Code from your app/), '123456');
    await user.click(within(form).getByRole('button', { name: 'New recovery codes' }));
    const shown = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(codes);
    expect(callsTo(fetch, 'POST /users/me/totp/recovery-codes')[0]?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });
});
