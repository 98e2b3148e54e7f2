import { screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { AppointmentDetail } from './appointment-detail';

const appointment = (over: Partial<Appointment> = {}): Appointment => ({
  _id: 'a1',
  userId: 'u1',
  businessId: 'b1',
  sectionId: 's1',
  sectionName: 'Haircut',
  appointmentDate: '2030-05-01',
  appointmentTime: '14:30',
  startsAt: '2030-05-01T14:30:00+12:00',
  reason: 'Trim',
  cancellationReason: '',
  extendedNote: '',
  status: 0,
  attendance: null,
  attendanceAt: null,
  business: {
    name: 'Ponsonby Hair Studio',
    contactNumber: '+6493601234',
    contactNumberDisplay: '09 360 1234',
    photos: [],
  },
  createdAt: '2026-04-01T10:00:00Z',
  history: [{ status: 0, by: 'customer', reason: '', at: '2026-04-01T10:00:00Z' }],
  cancelledBy: null,
  customer: null,
  notes: [],
  walkIn: null,
  ...over,
});

describe('Appointment detail', () => {
  it('shows the appointment in 12-hour time with its status', async () => {
    routeFetch({ 'GET /appointment/a1': ok(appointment()) });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(
      await screen.findByRole('heading', { name: 'Ponsonby Hair Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it('needs a reason to cancel, then cancels with it', async () => {
    let status = 0;
    const fetch = routeFetch({
      'GET /appointment/a1': () =>
        ok(appointment({ status, cancellationReason: status ? 'Sick' : '' })),
      'PUT /appointment/a1': () => {
        status = 2;
        return ok(appointment({ status: 2 }));
      },
    });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });

    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText(messages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(callsTo(fetch, 'PUT /appointment/a1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Sick');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(messages.cancelledByCustomer)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /appointment/a1')[0]?.body).toEqual({
      status: 2,
      cancellationReason: 'Sick',
    });
    // Refreshed in place: cancelled, with the reason, and no cancel link any more.
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Sick')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument(),
    );
  });

  it('discards without sending anything', async () => {
    const fetch = routeFetch({ 'GET /appointment/a1': ok(appointment({ status: 1 })) });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'PUT /appointment/a1')).toHaveLength(0);
  });

  it('hides the cancel link for a cancelled appointment and shows the reason', async () => {
    routeFetch({
      'GET /appointment/a1': ok(
        appointment({ status: 2, cancellationReason: 'Declined by the business' }),
      ),
    });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(await screen.findByText('Declined by the business')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('offers no cancelling once the appointment has started, and says why', async () => {
    routeFetch({
      'GET /appointment/a1': ok(
        appointment({
          status: 1,
          appointmentDate: '2025-05-01',
          startsAt: '2025-05-01T14:30:00+12:00',
        }),
      ),
    });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(await screen.findByText(messages.alreadyStarted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  const proposal = {
    appointmentDate: '2030-05-02',
    appointmentTime: '10:00',
    startsAt: '2030-05-02T10:00:00+12:00',
    message: 'Our stylist is away that afternoon',
    at: '2026-04-02T10:00:00Z',
  };

  it("shows the business's proposal and moves the appointment when it is accepted", async () => {
    let accepted = false;
    const fetch = routeFetch({
      'GET /appointment/a1': () =>
        ok(
          accepted
            ? appointment({ appointmentDate: '2030-05-02', appointmentTime: '10:00', status: 1 })
            : appointment({ proposal }),
        ),
      'POST /appointment/a1/proposal/accept': () => {
        accepted = true;
        return ok(appointment({ appointmentTime: '10:00', status: 1 }), messages.proposalAccepted);
      },
    });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    const panel = await screen.findByRole('region', { name: messages.newTimeProposed });
    expect(panel).toHaveTextContent(
      messages.proposalBanner('Ponsonby Hair Studio', 'Thu 2 May, 10:00 AM'),
    );
    expect(panel).toHaveTextContent('Our stylist is away that afternoon');
    await user.click(within(panel).getByRole('button', { name: messages.acceptNewTime }));
    expect(callsTo(fetch, 'POST /appointment/a1/proposal/accept')).toHaveLength(1);
    expect(await screen.findByText('10:00 AM')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: messages.newTimeProposed }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says so when the proposed time was taken meanwhile, and keeps the time', async () => {
    let ended = false;
    routeFetch({
      'GET /appointment/a1': () => ok(appointment(ended ? {} : { proposal })),
      'POST /appointment/a1/proposal/accept': () => {
        ended = true;
        return fail(409, messages.proposalTaken);
      },
    });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    const panel = await screen.findByRole('region', { name: messages.newTimeProposed });
    await user.click(within(panel).getByRole('button', { name: messages.acceptNewTime }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.proposalTaken);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: messages.newTimeProposed }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
  });
});
