import { screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@timeapp/domain/appointments';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
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
    cancellationFreeHours: 24,
  },
  createdAt: '2026-04-01T10:00:00Z',
  history: [{ status: 0, by: 'customer', reason: '', at: '2026-04-01T10:00:00Z' }],
  cancelledBy: null,
  declined: false,
  customer: null,
  notes: [],
  walkIn: null,
  ...over,
});

/** The owner rejected the waiting request ('Declined by the business' when no reason given). */
const declined = (reason: string, booking = 'Trim') =>
  appointment({
    status: 2,
    reason: booking,
    cancellationReason: reason,
    cancelledBy: 'owner',
    declined: true,
    history: [
      ...appointment().history,
      { status: 2, by: 'owner', reason, at: '2026-04-02T10:00:00Z' },
    ],
  });

const cancelledByMe = appointment({
  status: 2,
  cancellationReason: 'Sick',
  cancelledBy: 'customer',
  history: [
    ...appointment().history,
    { status: 2, by: 'customer', reason: 'Sick', at: '2026-04-02T10:00:00Z' },
  ],
});

describe('Appointment detail', () => {
  it('shows the appointment in 12-hour time with its status', async () => {
    routeFetch({ 'GET /appointment/a1': ok(appointment()) });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(
      await screen.findByRole('heading', { name: 'Ponsonby Hair Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
    // Waiting for the business: a request sent, not yet booked (DESIGN.md section 11).
    expect(screen.getByText('Request sent', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Request sent/)).toBeVisible();
  });

  it('needs a reason to cancel, then cancels with it', async () => {
    let status = 0;
    const fetch = routeFetch({
      'GET /appointment/a1': () => ok(status ? cancelledByMe : appointment()),
      'PUT /appointment/a1': () => {
        status = 2;
        return ok(cancelledByMe);
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
    expect(screen.getByText(messages.withReason(messages.cancelledByYou, 'Sick'))).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument(),
    );
  });

  it('warns that cancelling after the free window is a strike, and says so once cancelled', async () => {
    // Two hours from now: inside the business's 24 hours.
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    routeFetch({
      'GET /appointment/a1': ok(appointment({ status: 1, startsAt: soon })),
      'PUT /appointment/a1': ok(cancelledByMe),
    });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    expect(within(dialog).getByText(cancellationTexts.lateWarning(24))).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Sick');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(cancellationTexts.cancelledLate)).toBeInTheDocument();
  });

  it('gives no warning while cancelling is free', async () => {
    routeFetch({ 'GET /appointment/a1': ok(appointment({ status: 1 })) });
    const { user } = renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    expect(within(dialog).queryByText(cancellationTexts.lateWarning(24))).not.toBeInTheDocument();
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
    routeFetch({ 'GET /appointment/a1': ok(declined(messages.autoCancelReason)) });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    // Beside the status, and as the history's last line.
    expect(await screen.findAllByText('Declined by the business')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  // DESIGN.md section 11: a rejection is 'Declined' with its reason once, never 'Cancelled'.
  it("reads a declined request as Declined, with the business's reason once and no empty rows", async () => {
    routeFetch({ 'GET /appointment/a1': ok(declined('fully booked that evening', '')) });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    const line = await screen.findByText('Declined by the business: fully booked that evening');
    expect(line).toBeVisible();
    expect(screen.getByText('Who declined')).toBeVisible();
    expect(screen.getByText('Declined', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.queryByText(/Cancelled/)).not.toBeInTheDocument();
    expect(screen.queryByText('Who cancelled')).not.toBeInTheDocument();
    expect(screen.getAllByText(/fully booked that evening/)).toHaveLength(1);
    // The customer gave no reason when booking: no 'Reason' row with a dash in it.
    expect(screen.queryByText('Reason')).not.toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Request sent/)).toBeVisible();
    expect(within(history).getByText(/Declined by the business$/)).toBeVisible();
  });

  it('reads a cancellation by the business as Cancelled, with its reason once', async () => {
    const at = '2026-04-02T10:00:00Z';
    routeFetch({
      'GET /appointment/a1': ok(
        appointment({
          status: 2,
          cancellationReason: 'The stylist is ill',
          cancelledBy: 'owner',
          history: [
            ...appointment().history,
            { status: 1, by: 'owner', reason: '', at },
            { status: 2, by: 'owner', reason: 'The stylist is ill', at },
          ],
        }),
      ),
    });
    renderWithProviders(<AppointmentDetail appointmentId="a1" />);
    expect(await screen.findByText('Cancelled by the business: The stylist is ill')).toBeVisible();
    expect(screen.getByText('Who cancelled')).toBeVisible();
    expect(screen.getByText('Cancelled', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.getAllByText(/The stylist is ill/)).toHaveLength(1);
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
