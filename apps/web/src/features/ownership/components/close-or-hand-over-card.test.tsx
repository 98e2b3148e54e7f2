import { screen, within } from '@testing-library/react';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/auth-store';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders, signInAs, testUser } from '../../../testing/test-utils';
import { CloseOrHandOverCard } from './close-or-hand-over-card';

const businessId = '00000000-0000-4000-8000-0000000000b1';
const offer = {
  email: 'mona@example.test',
  name: 'Mona Manager',
  expiresAt: '2026-03-08T19:00:00.000Z',
};

describe('Close or hand over the business', () => {
  it('offers the business to an address with the password, then shows the open offer and withdraws it', async () => {
    let open: typeof offer | null = null;
    const fetch = routeFetch({
      [`GET /business/${businessId}/handover`]: () => ok(open),
      [`POST /business/${businessId}/handover`]: () => {
        open = offer;
        return ok(undefined, 'We e-mailed mona@example.test a link to accept.');
      },
      [`DELETE /business/${businessId}/handover`]: () => {
        open = null;
        return ok(undefined, 'The offer is withdrawn: its link no longer works.');
      },
    });
    const { user } = renderWithProviders(<CloseOrHandOverCard businessId={businessId} />);
    await user.click(await screen.findByRole('button', { name: t.handOver }));
    const form = await screen.findByRole('form', { name: t.handOverTitle });
    await user.type(within(form).getByLabelText(t.recipientLabel, { exact: false }), offer.email);
    await user.type(within(form).getByLabelText(t.passwordLabel, { exact: false }), 'Secret@123');
    await user.click(within(form).getByRole('button', { name: t.sendOffer }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We e-mailed mona@example.test a link to accept.',
    );
    expect(callsTo(fetch, `POST /business/${businessId}/handover`)[0]?.body).toEqual({
      email: offer.email,
      password: 'Secret@123',
    });
    expect(
      await screen.findByText(/^Offered to Mona Manager \(mona@example.test\) until .* 2026\./),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.withdraw }));
    expect(await screen.findByRole('status')).toHaveTextContent(/offer is withdrawn/);
    expect(await screen.findByRole('button', { name: t.handOver })).toBeInTheDocument();
    expect(screen.queryByText(/^Offered to/)).not.toBeInTheDocument();
  });

  it('a wrong password says so and keeps the business', async () => {
    routeFetch({
      [`GET /business/${businessId}/handover`]: () => ok(null),
      [`POST /business/${businessId}/closing`]: () =>
        fail(400, 'Your current password is not right'),
    });
    signInAs(testUser({ relatedBusinesses: [businessId] }));
    const { user } = renderWithProviders(<CloseOrHandOverCard businessId={businessId} />);
    await user.click(await screen.findByRole('button', { name: t.close }));
    const form = await screen.findByRole('form', { name: t.closeTitle });
    await user.type(within(form).getByLabelText(t.passwordLabel, { exact: false }), 'wrong');
    await user.click(within(form).getByRole('button', { name: t.closeConfirm }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not right',
    );
    expect(getSession()?.user.relatedBusinesses).toEqual([businessId]);
  });

  it('closed: the owner is a customer again, on their profile, where they can delete the account', async () => {
    const fetch = routeFetch({
      [`GET /business/${businessId}/handover`]: () => ok(null),
      [`POST /business/${businessId}/closing`]: () =>
        ok({ cancelled: 2 }, 'Your business is closed.'),
    });
    signInAs(testUser({ relatedBusinesses: [businessId] }));
    const { user, router } = renderWithProviders(<CloseOrHandOverCard businessId={businessId} />, {
      routes: [{ path: '/user-profile', element: <p>Profile</p> }],
    });
    await user.click(await screen.findByRole('button', { name: t.close }));
    const form = await screen.findByRole('form', { name: t.closeTitle });
    expect(within(form).getByText(t.closeAbout)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(t.passwordLabel, { exact: false }), 'Secret@123');
    await user.click(within(form).getByRole('button', { name: t.closeConfirm }));

    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-profile');
    expect(getSession()?.user.relatedBusinesses).toEqual([]);
    expect(callsTo(fetch, `POST /business/${businessId}/closing`)[0]?.body).toEqual({
      password: 'Secret@123',
    });
  });
});
