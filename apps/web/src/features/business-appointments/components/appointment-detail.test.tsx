import { Notifications, notifications } from '@mantine/notifications';
import { anAppointment } from '@timeapp/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { messages } from '@timeapp/domain/messages';
import { smsTexts } from '@timeapp/domain/sms-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
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
          cancelledBy: 'owner',
          appointmentTime: '15:00',
          history: [
            ...anAppointment().history,
            { status: 1, by: 'owner', reason: '', at: '2030-03-02T10:00:00.000Z' },
            { status: 2, by: 'owner', reason: 'Stylist is ill', at: '2030-03-03T10:00:00.000Z' },
          ],
        }),
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Trim before a wedding')).toBeInTheDocument();
    // Who and why on one line, the reason said once.
    expect(screen.getByText('Cancelled by the business: Stylist is ill')).toBeInTheDocument();
    expect(screen.getAllByText(/Stylist is ill/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it("marks an appointment the customer confirmed by text ('Y'), and only that one", async () => {
    mockFetch(answer(anAppointment({ status: 1, confirmedByText: true })));
    renderDetail();
    expect(await screen.findByText(smsTexts.confirmedByText)).toBeInTheDocument();
  });

  it('shows no text mark when the customer did not answer one', async () => {
    mockFetch(answer(anAppointment({ status: 1 })));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.queryByText(smsTexts.confirmedByText)).not.toBeInTheDocument();
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

  it("offers 'Arrived' from 15 minutes before the start and 'Report' from the start", async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    routeFetch({
      'GET /appointment/a1': ok(anAppointment({ status: 1, startsAt: inMinutes(20) })),
    });
    const first = renderDetail();
    expect(await screen.findByText(/'Arrived' from/)).toBeInTheDocument();
    expect(screen.getByText(/'Report' \(did not come\) from/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrived' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    first.unmount();

    routeFetch({
      'GET /appointment/a1': ok(anAppointment({ status: 1, startsAt: inMinutes(10) })),
    });
    const second = renderDetail();
    expect(await screen.findByRole('button', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    second.unmount();
  });

  it('records a no-show once the appointment has started', async () => {
    const started = anAppointment({
      status: 1,
      startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const fetch = routeFetch({
      'GET /appointment/a1': ok(started),
      'POST /appointment/a1/attendance': ok(
        anAppointment({
          ...started,
          attendance: 'no-show',
          attendanceAt: new Date().toISOString(),
        }),
      ),
      'DELETE /appointment/a1/attendance': ok(started),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /appointment/a1/attendance')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /appointment/a1/attendance')[0]!.body).toEqual({
      attendance: 'no-show',
    });
    expect(await screen.findByText(messages.attendanceSaved)).toBeInTheDocument();
  });

  it('shows Undo beside what was recorded today, which deletes it', async () => {
    const recorded = anAppointment({
      status: 1,
      startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      attendance: 'arrived',
      attendanceAt: new Date().toISOString(),
    });
    const fetch = routeFetch({
      'GET /appointment/a1': ok(recorded),
      'DELETE /appointment/a1/attendance': ok({ ...recorded, attendance: null }),
    });
    const { user } = renderDetail();
    expect(await screen.findByText('Recorded: arrived')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'DELETE /appointment/a1/attendance')).toHaveLength(1),
    );
    expect(await screen.findByText(messages.attendanceRemoved)).toBeInTheDocument();
  });

  it('offers no Undo for attendance recorded on an earlier day', async () => {
    routeFetch({
      'GET /appointment/a1': ok(
        anAppointment({
          status: 1,
          startsAt: '2026-03-02T21:00:00Z',
          attendance: 'arrived',
          attendanceAt: '2026-03-02T21:05:00Z',
        }),
      ),
    });
    renderDetail();
    expect(await screen.findByText('Recorded: arrived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers no stars before the appointment happened (issue 29)', async () => {
    mockFetch(
      answer(
        anAppointment({ status: 1, startsAt: new Date(Date.now() + 60 * 60_000).toISOString() }),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Aroha Ngata' });
    expect(screen.queryByLabelText('4 stars')).toBeNull();
  });

  it('rates the customer by their user id, by keyboard, once the appointment happened', async () => {
    const approved = answer(
      anAppointment({ status: 1, startsAt: new Date(Date.now() - 60 * 60_000).toISOString() }),
    );
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

  it('sends a contact note, asks for one first, and lists the notes sent', async () => {
    const sent = { text: 'Please bring your reference photos.', at: '2030-03-01T11:00:00.000Z' };
    let notes: (typeof sent)[] = [];
    const fetch = routeFetch({
      'GET /appointment/a1': () => ok(anAppointment({ notes })),
      'POST /appointment/a1/note': () => {
        notes = [sent];
        return ok(anAppointment({ notes }), messages.noteSent);
      },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Aroha Ngata' });
    expect(
      await within(dialog).findByText(messages.noteByEmail('Aroha Ngata')),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Send note' }));
    expect(await within(dialog).findByText(messages.noteRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /appointment/a1/note')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), sent.text);
    await user.click(within(dialog).getByRole('button', { name: 'Send note' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /appointment/a1/note')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /appointment/a1/note')[0]!.body).toEqual({ note: sent.text });
    expect(await screen.findByText(messages.noteSent)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Notes sent to the customer' });
    expect(within(list).getByText(sent.text)).toBeInTheDocument();
  });

  it("shows the server's refusal of a note in the box", async () => {
    routeFetch({
      'GET /appointment/a1': ok(anAppointment()),
      'POST /appointment/a1/note': {
        status: 403,
        body: { code: 403, error: 'forbidden', message: messages.forbidden },
      },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Aroha Ngata' });
    await user.type(await within(dialog).findByRole('textbox', { name: /^Note/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.forbidden);
  });

  it("offers 'Propose another time' until the start, and shows an open proposal as waiting", async () => {
    routeFetch({
      'GET /appointment/a1': ok(
        anAppointment({
          proposal: {
            appointmentDate: '2030-04-03',
            appointmentTime: '11:00',
            startsAt: '2030-04-03T11:00:00+13:00',
            message: '',
            at: '2030-03-02T10:00:00.000Z',
          },
        }),
      ),
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: messages.proposeTime })).toBeInTheDocument();
    expect(
      screen.getByText(messages.proposalWaitingForCustomer('Wed 3 Apr, 11:00 AM')),
    ).toBeInTheDocument();
  });

  it('offers no proposal for a walk-in, a cancelled or a started appointment', async () => {
    for (const over of [
      { walkIn: { name: 'Tama', phone: '+64211234567', phoneDisplay: '021 123 4567' } },
      { status: 2 },
      { status: 1, startsAt: '2020-04-02T09:30:00+13:00' },
    ]) {
      routeFetch({ 'GET /appointment/a1': ok(anAppointment(over)) });
      const view = renderDetail();
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: messages.proposeTime })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  describe('deposit', () => {
    const paid = {
      amountCents: 2000,
      status: 'paid' as const,
      payBy: null,
      refundedAt: null,
    };

    it('shows the deposit and refunds it once the owner confirms', async () => {
      let refunded = false;
      const refunding = anAppointment({
        status: 1,
        deposit: { ...paid, status: 'refunding', refundedAt: '2030-03-02T10:00:00.000Z' },
      });
      const fetch = routeFetch({
        'GET /appointment/a1': () =>
          ok(refunded ? refunding : anAppointment({ status: 1, deposit: paid })),
        'POST /appointment/a1/deposit/refund': () => {
          refunded = true;
          return ok(refunding);
        },
      });
      const { user } = renderDetail();
      expect(await screen.findByText('Deposit $20 paid')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: depositTexts.refund }));
      const dialog = await screen.findByRole('dialog', { name: depositTexts.refundTitle });
      expect(
        within(dialog).getByText(depositTexts.refundText(2000, 'Aroha Ngata')),
      ).toBeInTheDocument();
      // 'Keep it' changes nothing.
      await user.click(within(dialog).getByRole('button', { name: depositTexts.refundNo }));
      expect(callsTo(fetch, 'POST /appointment/a1/deposit/refund')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: depositTexts.refund }));
      await user.click(
        within(await screen.findByRole('dialog', { name: depositTexts.refundTitle })).getByRole(
          'button',
          { name: depositTexts.refundYes },
        ),
      );
      expect(await screen.findByText('Refund of $20 on its way')).toBeInTheDocument();
      expect(callsTo(fetch, 'POST /appointment/a1/deposit/refund')).toHaveLength(1);
      expect(await screen.findByText(depositTexts.refundAsked)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: depositTexts.refund })).not.toBeInTheDocument();
    });

    it('offers the refund of a kept deposit, not of one refunded or never paid', async () => {
      for (const [status, offered] of [
        ['kept', true],
        ['refunded', false],
        ['released', false],
        ['pending', false],
      ] as const) {
        routeFetch({
          'GET /appointment/a1': ok(anAppointment({ status: 2, deposit: { ...paid, status } })),
        });
        const view = renderDetail();
        expect(await screen.findByTestId('deposit-status')).toBeInTheDocument();
        expect(screen.queryAllByRole('button', { name: depositTexts.refund })).toHaveLength(
          offered ? 1 : 0,
        );
        view.unmount();
      }
    });

    it("shows the server's refusal in the dialog", async () => {
      routeFetch({
        'GET /appointment/a1': ok(anAppointment({ status: 1, deposit: paid })),
        'POST /appointment/a1/deposit/refund': fail(409, 'This deposit cannot be refunded now'),
      });
      const { user } = renderDetail();
      await user.click(await screen.findByRole('button', { name: depositTexts.refund }));
      await user.click(await screen.findByRole('button', { name: depositTexts.refundYes }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This deposit cannot be refunded now',
      );
    });

    it('shows nothing of deposits for an appointment that asks none', async () => {
      routeFetch({ 'GET /appointment/a1': ok(anAppointment({ status: 1 })) });
      renderDetail();
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByTestId('deposit-status')).not.toBeInTheDocument();
    });
  });
});
