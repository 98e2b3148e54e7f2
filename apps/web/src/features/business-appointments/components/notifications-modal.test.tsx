import { Notifications, notifications } from '@mantine/notifications';
import { anAppointment } from '@timeapp/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { useState } from 'react';
import { NotificationsModal, PendingRequests } from './notifications-modal';

afterEach(() => notifications.clean());

const pending = [
  anAppointment(),
  anAppointment({
    _id: 'a2',
    user: { firstName: 'Tama', lastName: 'Hohepa', profileImage: '' },
    appointmentTime: '14:00',
  }),
];

const renderModal = () =>
  renderWithProviders(
    <>
      <Notifications />
      <NotificationsModal opened onClose={vi.fn()} pending={pending} />
    </>,
    { routes: [{ path: '/show-notification', element: <p>Request page</p> }] },
  );

describe('Appointments Notifications modal', () => {
  it('lists the pending requests with 12-hour times', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Appointments Notifications' });
    expect(within(dialog).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(dialog).getByText(/2:00 PM/)).toBeInTheDocument();
  });

  // Issue 29: every row's buttons read 'Accept request from <name>', so a screen reader could
  // not tell two requests of one customer apart.
  it("names each row's buttons with the customer and the time", async () => {
    renderWithProviders(
      <NotificationsModal
        opened
        onClose={vi.fn()}
        pending={[anAppointment(), anAppointment({ _id: 'a3', appointmentTime: '16:00' })]}
      />,
    );
    for (const time of ['9:30 AM', '4:00 PM'])
      for (const action of ['Accept', 'Reject'])
        expect(
          await screen.findByRole('button', {
            name: `${action} request from Aroha Ngata, Tue 2 Apr, ${time}`,
          }),
        ).toBeInTheDocument();
  });

  it('accepts a request with status 1 and says so', async () => {
    const fetch = mockFetch({
      body: { code: 200, message: messages.accepted, data: anAppointment({ status: 1 }) },
    });
    const { user } = renderModal();
    await user.click(
      await screen.findByRole('button', {
        name: 'Accept request from Aroha Ngata, Tue 2 Apr, 9:30 AM',
      }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/appointment\/a1$/);
    expect(init?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ status: 1 });
    expect(await screen.findByText(messages.accepted)).toBeInTheDocument();

    // The notice offers an Undo, which asks the server to take the decision back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[1]![0])).toMatch(/\/appointment\/a1\/undo$/);
    expect(fetch.mock.calls[1]![1]?.method).toBe('POST');
  });

  it('asks before rejecting, with the default reason filled in, and sends that reason', async () => {
    const fetch = mockFetch({
      body: { code: 200, message: messages.rejected, data: anAppointment({ status: 2 }) },
    });
    const { user } = renderModal();
    await user.click(
      await screen.findByRole('button', {
        name: 'Reject request from Tama Hohepa, Tue 2 Apr, 2:00 PM',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue(messages.autoCancelReason);
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/appointment\/a2$/);
    expect(fetch.mock.calls[0]![1]?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ status: 2, cancellationReason: messages.autoCancelReason });
    expect(await screen.findByText(messages.rejected)).toBeInTheDocument();
  });

  it('says Failed when a reject is refused', async () => {
    mockFetch({ status: 409, body: { code: 409, message: messages.invalidTransition } });
    const { user } = renderModal();
    await user.click(
      await screen.findByRole('button', {
        name: 'Reject request from Aroha Ngata, Tue 2 Apr, 9:30 AM',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(messages.failedReject.trim())).toBeInTheDocument();
    expect(screen.getByText(messages.invalidTransition)).toBeInTheDocument();
    expect(screen.queryByText(messages.rejected)).not.toBeInTheDocument();
  });

  it('opens a request from the list', async () => {
    const { user, router } = renderModal();
    await user.click(await screen.findByRole('link', { name: /Aroha Ngata/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show-notification'));
    expect(router.state.location.search).toBe('?id=a1');
  });

  it('says Appointment Accepted even when the list has closed before the answer came', async () => {
    let answer: (reply: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    function OwnerScreen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Notifications />
          <button onClick={() => setOpen(false)}>Close the list</button>
          {open && <PendingRequests pending={pending} />}
        </>
      );
    }
    const { user } = renderWithProviders(<OwnerScreen />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Accept request from Aroha Ngata, Tue 2 Apr, 9:30 AM',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Close the list' }));
    answer(
      new Response(
        JSON.stringify({
          code: 200,
          message: messages.accepted,
          data: anAppointment({ status: 1 }),
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    expect(await screen.findByText(messages.accepted)).toBeInTheDocument();
  });
});
