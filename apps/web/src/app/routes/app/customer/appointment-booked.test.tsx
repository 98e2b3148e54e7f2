import { screen } from '@testing-library/react';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { anAppointment } from '@timeapp/domain/testing';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../../testing/route-fetch';
import { renderWithProviders } from '../../../../testing/test-utils';
import AppointmentBookedRoute from './appointment-booked';

const confirmation = (status: AppointmentStatus) => {
  routeFetch({ 'GET /appointment/a1': ok(anAppointment({ status })) });
  renderWithProviders(<AppointmentBookedRoute />, { route: '/appointment-booked?id=a1' });
};

// DESIGN.md section 11: a booking waiting for the business is a request sent, not 'Booked'.
describe('the confirmation after booking', () => {
  it("is headed 'Request sent' while the business has not approved it", async () => {
    confirmation(AppointmentStatus.Waiting);
    expect(await screen.findByRole('heading', { name: 'Ponsonby Hair Studio' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Booked' })).not.toBeInTheDocument();
    expect(document.title).toBe('Request sent · TimeApp');
  });

  it("is headed 'Booked' once the business has approved it", async () => {
    confirmation(AppointmentStatus.Approved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booked' })).toBeVisible();
  });
});

// Back from Stripe's page (decision 056): the payment lands by webhook a moment later.
describe('the confirmation back from paying a deposit', () => {
  const deposit = (status: 'pending' | 'paid') => ({
    amountCents: 2000,
    status,
    payBy: status === 'pending' ? new Date(Date.now() + 600_000).toISOString() : null,
    refundedAt: null,
    ...(status === 'pending' ? { checkoutUrl: 'https://checkout.example/pay/cs_1' } : {}),
  });

  it("asks again until the payment has landed, then says 'Deposit paid'", async () => {
    let asked = 0;
    routeFetch({
      'GET /appointment/a1': () =>
        ok(
          anAppointment({
            status: AppointmentStatus.Waiting,
            deposit: deposit(++asked < 3 ? 'pending' : 'paid'),
          }),
        ),
    });
    renderWithProviders(<AppointmentBookedRoute />, {
      route: '/appointment-booked?id=a1&deposit=return',
    });
    expect(await screen.findByText(depositTexts.waitingTitle)).toBeVisible();
    expect(screen.getAllByRole('link', { name: depositTexts.pay })[0]).toHaveAttribute(
      'href',
      'https://checkout.example/pay/cs_1',
    );
    expect(await screen.findByText(depositTexts.paidTitle, {}, { timeout: 6_000 })).toBeVisible();
    expect(screen.getAllByText('Deposit $20 paid').length).toBeGreaterThan(0);
    expect(screen.queryByText(depositTexts.waitingTitle)).not.toBeInTheDocument();
  });

  it('says nothing of paying without the return mark', async () => {
    routeFetch({ 'GET /appointment/a1': ok(anAppointment({ deposit: deposit('paid') })) });
    renderWithProviders(<AppointmentBookedRoute />, { route: '/appointment-booked?id=a1' });
    expect(await screen.findByText('Deposit $20 paid')).toBeVisible();
    expect(screen.queryByText(depositTexts.paidTitle)).not.toBeInTheDocument();
  });
});
