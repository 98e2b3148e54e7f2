import { screen, within } from '@testing-library/react';
import { AppointmentStatus } from '@timeapp/domain/status';
import { anAppointment } from '@timeapp/domain/testing';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { CancelledAppointments } from './cancelled-appointments';

const booked = anAppointment().history;
const at = '2030-03-02T10:00:00.000Z';
const ended = (id: string, by: 'owner' | 'customer', wasApproved: boolean, reason: string) =>
  anAppointment({
    _id: id,
    status: AppointmentStatus.Cancelled,
    cancellationReason: reason,
    cancelledBy: by,
    history: [
      ...booked,
      ...(wasApproved
        ? [{ status: AppointmentStatus.Approved, by: 'owner' as const, reason: '', at }]
        : []),
      { status: AppointmentStatus.Cancelled, by, reason, at },
    ],
  });

// DESIGN.md section 11: a request the business declined is 'Declined', never 'Cancelled', and
// is listed as such.
describe("the customer's cancelled and declined appointments", () => {
  it('lists a declined request under Declined, apart from the cancelled ones', async () => {
    routeFetch({
      'GET /appointment': ok([
        ended('d1', 'owner', false, 'Fully booked that evening'),
        ended('c1', 'owner', true, 'The stylist is ill'),
        ended('c2', 'customer', false, 'Plans changed'),
      ]),
    });
    renderWithProviders(<CancelledAppointments />);
    const declined = await screen.findByRole('region', { name: 'Declined requests (1)' });
    const cancelled = screen.getByRole('region', { name: 'Cancelled appointments (2)' });
    expect(within(declined).getAllByRole('link')).toHaveLength(1);
    expect(within(declined).getByRole('link', { name: /, Declined$/ })).toBeVisible();
    expect(within(cancelled).getAllByRole('link', { name: /, Cancelled$/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelled and declined' })).toBeVisible();
  });

  it('says so when nothing was declined', async () => {
    routeFetch({ 'GET /appointment': ok([ended('c2', 'customer', false, 'Plans changed')]) });
    renderWithProviders(<CancelledAppointments />);
    const declined = await screen.findByRole('region', { name: 'Declined requests (0)' });
    expect(within(declined).getByText('You have no declined requests.')).toBeVisible();
  });
});
