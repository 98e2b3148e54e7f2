import { screen, waitFor } from '@testing-library/react';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import type { DepositsAccount } from '@timeapp/domain/deposits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { DepositsCard } from './deposits-card';

const account = (status: DepositsAccount['status'], configured = true): DepositsAccount => ({
  businessId: 'b1',
  configured,
  status,
});
const stripeUrl = 'https://connect.example/onboard/acct_1';

const show = (route = '/business-user-profile') =>
  renderWithProviders(<DepositsCard businessId="b1" />, { route });

describe('The Deposits card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so where the server takes no payments, and offers nothing', async () => {
    routeFetch({ 'GET /business/b1/deposits': ok(account('none', false)) });
    show();
    expect(await screen.findByText(t.notConfigured)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['none', t.connect],
    ['onboarding', t.finish],
  ] as const)('%s: %s goes to Stripe', async (status, button) => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetch = routeFetch({
      'GET /business/b1/deposits': ok(account(status)),
      'POST /business/b1/deposits/connect': ok({ url: stripeUrl }),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(stripeUrl));
    expect(callsTo(fetch, 'POST /business/b1/deposits/connect')).toHaveLength(1);
  });

  it('says it is ready, with no button', async () => {
    routeFetch({ 'GET /business/b1/deposits': ok(account('ready')) });
    show();
    expect(await screen.findByText(t.ready)).toBeVisible();
    expect(screen.getByText(t.introReady)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal to connect", async () => {
    routeFetch({
      'GET /business/b1/deposits': ok(account('none')),
      'POST /business/b1/deposits/connect': fail(409, 'Payments are not set up on this server'),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: t.connect }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are not set up on this server',
    );
  });

  it('asks again, back from Stripe, until the account is ready', async () => {
    let asked = 0;
    routeFetch({
      'GET /business/b1/deposits': () => ok(account(++asked < 2 ? 'onboarding' : 'ready')),
    });
    show('/business-user-profile?deposits=return');
    expect(await screen.findByRole('button', { name: t.finish })).toBeVisible();
    expect(await screen.findByText(t.ready, {}, { timeout: 5_000 })).toBeVisible();
    expect(asked).toBe(2);
  });
});
