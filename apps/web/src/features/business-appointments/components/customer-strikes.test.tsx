import { screen, within } from '@testing-library/react';
import { cancellationTexts as t } from '@timeapp/domain/cancellation-policy-texts';
import type { CustomerStrikes as Strikes, StrikeAnswer } from '@timeapp/domain/strikes';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { anAppointment } from '@timeapp/domain/testing';
import { AppointmentDetail } from './appointment-detail';
import { CustomerStrikes } from './customer-strikes';
import { NotificationDetail } from './notification-detail';

const strike = (over: Partial<StrikeAnswer> = {}): StrikeAnswer => ({
  _id: 'k1',
  kind: 'no-show',
  at: '2030-03-02T21:00:00.000Z',
  counts: true,
  forgivenAt: null,
  appointment: {
    _id: 'a1',
    appointmentDate: '2030-03-03',
    appointmentTime: '10:00',
    sectionName: 'Cuts',
  },
  ...over,
});
const list = (strikes: StrikeAnswer[]): Strikes => ({
  userId: 'u2',
  counting: strikes.filter((s) => s.counts).length,
  strikeLimit: 3,
  strikes,
});
const route = 'GET /business/b1/customers/u2/strikes';
const show = () => renderWithProviders(<CustomerStrikes businessId="b1" userId="u2" />);

describe("A customer's strikes (owner)", () => {
  it('says when there are none', async () => {
    routeFetch({ [route]: ok(list([])) });
    show();
    expect(await screen.findByText(t.strikesNone)).toBeInTheDocument();
  });

  it('lists each with how many count, and forgives one', async () => {
    const late = strike({
      _id: 'k2',
      kind: 'late-cancellation',
      appointment: { ...strike().appointment, _id: 'a2', appointmentTime: '14:30' },
    });
    const old = strike({
      _id: 'k3',
      counts: false,
      appointment: { ...strike().appointment, _id: 'a3', appointmentTime: '09:00' },
    });
    const forgiven = strike({
      _id: 'k4',
      counts: false,
      forgivenAt: '2030-03-05T01:00:00.000Z',
      appointment: { ...strike().appointment, _id: 'a4', appointmentTime: '11:00' },
    });
    const fetch = routeFetch({
      [route]: ok(list([strike(), late, old, forgiven])),
      'POST /business/b1/strikes/k1/forgive': ok(
        list([{ ...strike(), counts: false, forgivenAt: '2030-03-06T01:00:00.000Z' }, late, old]),
        t.forgiveDone,
      ),
    });
    const { user } = show();
    expect(await screen.findByText(t.strikesCount(2, 3))).toBeInTheDocument();
    expect(screen.getByText('No-show: Cuts, Sun 3 Mar, 10:00 AM')).toBeVisible();
    expect(screen.getByText('Late cancellation: Cuts, Sun 3 Mar, 2:30 PM')).toBeVisible();
    expect(screen.getByText(t.expired)).toBeVisible();
    expect(screen.getAllByText(/^Forgiven /)).toHaveLength(1);
    // Only the ones that count can be forgiven.
    expect(screen.getAllByRole('button', { name: /^Forgive/ })).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Forgive: No-show: Cuts, Sun 3 Mar, 10:00 AM' }),
    );
    expect(await screen.findByText(t.strikesCount(1, 3))).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /business/b1/strikes/k1/forgive')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Forgive/ })).toHaveLength(1);
  });

  it("shows the server's refusal to forgive", async () => {
    routeFetch({
      [route]: ok(list([strike()])),
      'POST /business/b1/strikes/k1/forgive': fail(409, t.forgiveAgain),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: /^Forgive/ }));
    const section = screen.getByRole('region', { name: t.strikesTitle });
    expect(await within(section).findByRole('alert')).toHaveTextContent(t.forgiveAgain);
  });
});

describe('The strikes under an appointment the owner opens', () => {
  const customer = {
    firstName: 'Aroha',
    lastName: 'Ngata',
    phone: '',
    phoneDisplay: '',
    email: 'aroha@example.test',
    arrived: 0,
    noShows: 1,
    rating: null,
  };

  it("lists an account customer's strikes under the request", async () => {
    routeFetch({
      'GET /appointment/a1': ok(anAppointment({ _id: 'a1', userId: 'u2', customer })),
      [route]: ok(list([strike()])),
    });
    renderWithProviders(<NotificationDetail appointmentId="a1" />);
    expect(await screen.findByRole('heading', { name: t.strikesTitle })).toBeVisible();
    expect(screen.getByText('No-show: Cuts, Sun 3 Mar, 10:00 AM')).toBeVisible();
  });

  it('asks nothing about a walk-in, who has no account', async () => {
    const fetch = routeFetch({
      'GET /appointment/a1': ok(anAppointment({ _id: 'a1', userId: null, customer: null })),
    });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/strikes'),
    );
  });
});
