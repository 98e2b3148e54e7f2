import { screen, waitFor, within } from '@testing-library/react';
import type { BellState } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { anAppointment } from '@timeapp/domain/testing';
import { describe, expect, it } from 'vitest';
import { HeaderSlotProvider, HeaderSlotTarget } from '../../../components/layouts/header-slot';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { CustomerAppointments } from './customer-appointments';

const waiting = anAppointment({ _id: 'w1', appointmentDate: '2030-04-02' });
const approved = anAppointment({
  _id: 'a2',
  appointmentDate: '2030-04-03',
  status: AppointmentStatus.Approved,
});
const cancelled = anAppointment({
  _id: 'c3',
  appointmentDate: '2030-04-04',
  status: AppointmentStatus.Cancelled,
  cancellationReason: 'Fully booked',
});

function renderDashboard(
  bell: BellState = { seenAt: null, unseen: 2, appointmentIds: ['c3', 'a2'] },
) {
  let state = bell;
  const fetch = routeFetch({
    'GET /appointment': (url) => {
      if (url.searchParams.get('upcoming') === 'true') return ok([waiting, approved]);
      if (url.searchParams.get('status') === '2') return ok([cancelled]);
      return ok([waiting, approved, cancelled]);
    },
    'GET /users/me/bell': () => ok(state),
    'PUT /users/me/bell': () => {
      state = { seenAt: '2030-03-02T00:00:00.000Z', unseen: 0, appointmentIds: [] };
      return ok(state);
    },
  });
  const view = renderWithProviders(
    <HeaderSlotProvider>
      <HeaderSlotTarget />
      <CustomerAppointments />
    </HeaderSlotProvider>,
  );
  return { ...view, fetch };
}

describe('the customer dashboard', () => {
  it('lists only what is coming under Future, and counts the cancelled one where it is listed', async () => {
    const fetch = renderDashboard().fetch;
    const future = await screen.findByRole('region', { name: 'Future Appointments (2)' });
    expect(within(future).getAllByRole('link')).toHaveLength(2);
    expect(within(future).queryByText('Cancelled')).not.toBeInTheDocument();
    // The waiting one is a request sent, not yet booked (DESIGN.md section 11).
    expect(within(future).getByRole('link', { name: /, Request sent$/ })).toBeVisible();
    expect(within(future).getByRole('link', { name: /, Approved$/ })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: messages.cancelledAndDeclinedCount(1) }),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /appointment').map((c) => c.url.search)).toEqual(
      expect.arrayContaining(['?upcoming=true', '?status=2']),
    );
  });

  it('the bell counts what changed, and opening it shows those as New and marks them seen', async () => {
    const { user, fetch } = renderDashboard();
    const bell = await screen.findByRole('button', { name: `${messages.bellLabel}: 2` });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: messages.bellTitle });
    expect(within(dialog).getAllByText(messages.bellNew)).toHaveLength(2);
    await waitFor(() => expect(callsTo(fetch, 'PUT /users/me/bell')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /users/me/bell')[0]?.body).toEqual({ seen: true });
    expect(
      await screen.findByRole('button', { name: `${messages.bellLabel}: 0`, hidden: true }),
    ).toBeInTheDocument();
    // Still marked New while open; the other appointment is under Earlier.
    expect(within(dialog).getAllByText(messages.bellNew)).toHaveLength(2);
    expect(within(dialog).getByText(messages.bellEarlier)).toBeInTheDocument();
  });

  it('says so when nothing changed', async () => {
    const { user } = renderDashboard({ seenAt: null, unseen: 0, appointmentIds: [] });
    await user.click(await screen.findByRole('button', { name: `${messages.bellLabel}: 0` }));
    const dialog = await screen.findByRole('dialog', { name: messages.bellTitle });
    expect(within(dialog).getByText(messages.bellNothingNew)).toBeInTheDocument();
  });
});
