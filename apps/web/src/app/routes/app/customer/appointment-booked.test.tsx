import { screen } from '@testing-library/react';
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
