import { Notifications, notifications } from '@mantine/notifications';
import { anAppointment } from '@timeapp/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { AppointmentDetail } from './appointment-detail';

afterEach(() => notifications.clean());

const answer = (data: unknown) => ({ body: { code: 200, message: 'OK', data } });
const renderDetail = () =>
  renderWithProviders(
    <>
      <Notifications />
      <AppointmentDetail appointmentId="a1" />
    </>,
  );
const call = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.findIndex(([, init]) => (init?.method ?? 'GET') === method);

describe('Business appointment detail', () => {
  it('shows the customer, 12-hour time and purpose, and the cancellation reason once cancelled', async () => {
    mockFetch(
      answer(
        anAppointment({
          status: 2,
          cancellationReason: 'Stylist is ill',
          appointmentTime: '15:00',
        }),
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Trim before a wedding')).toBeInTheDocument();
    expect(screen.getByText('Stylist is ill')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('rejects a waiting request with the reason the owner gives, and asks for one first', async () => {
    const fetch = mockFetch(answer(anAppointment()), answer(anAppointment({ status: 2 })));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    // A preset is one tap away; the default fills the box; an emptied box is refused.
    await user.click(within(dialog).getByText(messages.rejectReasonPresets[1]!));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue(messages.rejectReasonPresets[1]);
    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText(messages.reasonRequired)).toBeInTheDocument();
    expect(call(fetch, 'PUT')).toBe(-1);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Fully booked that morning');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(call(fetch, 'PUT')).toBeGreaterThan(-1));
    expect(sentBody(fetch, call(fetch, 'PUT'))).toEqual({
      status: 2,
      cancellationReason: 'Fully booked that morning',
    });
    expect(await screen.findByText(messages.rejected)).toBeInTheDocument();
  });

  it('records attendance for an approved appointment', async () => {
    const fetch = mockFetch(
      answer(anAppointment({ status: 1 })),
      answer(anAppointment({ status: 1, attendance: 'no-show' })),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await waitFor(() => expect(call(fetch, 'POST')).toBeGreaterThan(-1));
    expect(String(fetch.mock.calls[call(fetch, 'POST')]![0])).toMatch(
      /\/appointment\/a1\/attendance$/,
    );
    expect(sentBody(fetch, call(fetch, 'POST'))).toEqual({ attendance: 'no-show' });
    expect(await screen.findByText(messages.attendanceSaved)).toBeInTheDocument();
  });

  it('rates the customer by their user id, by keyboard', async () => {
    const approved = answer(anAppointment({ status: 1 }));
    // GET, the rating, then the refetches the rating triggers.
    const fetch = mockFetch(approved, answer(null), approved);
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Aroha Ngata' });
    screen.getByLabelText('4 stars').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(call(fetch, 'POST')).toBeGreaterThan(-1));
    expect(String(fetch.mock.calls[call(fetch, 'POST')]![0])).toMatch(/\/rating$/);
    expect(sentBody(fetch, call(fetch, 'POST'))).toEqual({ ratedId: 'c1', rate: 4 });
    expect(await screen.findByText(messages.rated)).toBeInTheDocument();
  });

  it('says what contact options the owner has, without pretending to send anything', async () => {
    const fetch = mockFetch(answer(anAppointment()));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Aroha Ngata' });
    expect(
      within(dialog).getByText(/keeps customers' e-mail addresses and phone numbers private/),
    ).toBeInTheDocument();
    expect(call(fetch, 'POST')).toBe(-1);
  });
});
