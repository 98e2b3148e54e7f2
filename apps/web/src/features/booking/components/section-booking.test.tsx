import { screen, waitFor, within } from '@testing-library/react';
import type { WaitlistEntry } from '@timeapp/domain/appointments';
import {
  dayCodes,
  weekDays,
  type DaySlots,
  type SectionAvailability,
  type Slot,
} from '@timeapp/domain/businesses';
import { aBusiness, aSection } from '@timeapp/domain/testing';
import type { Member, Service, ServiceAvailability } from '@timeapp/domain/team';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { addDays, formatDate, localDateString } from '../../../lib/format-date-time';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { SectionBooking } from './section-booking';

const today = localDateString();

/** The request's time field, once its code has loaded (a disabled stand-in shows until then). */
async function timeField() {
  await waitFor(() => expect(screen.getByLabelText('Time')).toBeEnabled());
  return screen.getByLabelText('Time');
}

const business = (customRequest = false) =>
  aBusiness({
    section: [aSection({ businessDays: [...weekDays], regularOffHours: [], customRequest })],
  });

const slot = (time: string, end: string, over: Partial<Slot> = {}): Slot => ({
  time,
  end,
  startsAt: `${today}T${time}:00+12:00`,
  capacity: 2,
  taken: 0,
  free: 2,
  mine: false,
  bookable: true,
  ...over,
});

const day = (slots: Slot[], over: Partial<DaySlots> = {}): DaySlots => ({
  date: today,
  timezone: 'Pacific/Auckland',
  open: true,
  customRequest: false,
  businessHours: ['09:00', '17:00'],
  slots,
  ...over,
});

// A section without services: today's slot grid and request mode.
const noServices = { 'GET /business/b1/services': ok([]), 'GET /business/b1/team': ok([]) };

const slotsRoute = 'GET /business/b1/section/s1/slots';
const availabilityRoute = 'GET /business/b1/section/s1/availability';
const show = () => renderWithProviders(<SectionBooking businessId="b1" sectionId="s1" />);

/** The strip's 14 days from today: open with 2 free places unless told. */
const strip = (over: Record<number, Partial<SectionAvailability['days'][number]>> = {}) =>
  ok({
    from: today,
    to: addDays(today, 13),
    timezone: 'Pacific/Auckland',
    customRequest: false,
    days: Array.from({ length: 14 }, (_, i) => ({
      date: addDays(today, i),
      open: true,
      full: false,
      free: 2,
      ...over[i],
    })),
  } satisfies SectionAvailability);

describe('Section booking', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('books a free place with a reason and lands on the confirmation screen', async () => {
    const fetch = routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
      'POST /appointment': {
        status: 201,
        body: { code: 201, message: messages.bookingRequested, data: { _id: 'a1' } },
      },
    });
    const { user, router } = renderWithProviders(
      <SectionBooking businessId="b1" sectionId="s1" />,
      {
        routes: [
          { path: paths.customer.appointmentBooked.path, element: <p>Confirmation screen</p> },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: '9:00 AM, 2 left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), ' Trim please ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    // What was booked, 'Add to calendar' and the ways to change it are that screen's.
    expect(await screen.findByText('Confirmation screen')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paths.customer.appointmentBooked.getHref('a1'),
    );
    expect(callsTo(fetch, 'POST /appointment')[0]?.body).toEqual({
      businessId: 'b1',
      sectionId: 's1',
      appointmentDate: today,
      appointmentTime: '09:00',
      reason: 'Trim please',
    });
  });

  it('says the deposit before booking, and goes to Stripe to pay it once booked', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const withDeposit = aBusiness({
      section: [
        aSection({
          businessDays: [...weekDays],
          regularOffHours: [],
          priceCents: 8000,
          deposit: { kind: 'percent', value: 25 },
        }),
      ],
    });
    const checkoutUrl = 'https://checkout.example/pay/cs_1';
    routeFetch({
      'GET /business/b1': ok(withDeposit),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
      'POST /appointment': {
        status: 201,
        body: {
          code: 201,
          message: messages.bookingRequested,
          data: {
            _id: 'a1',
            deposit: {
              amountCents: 2000,
              status: 'pending',
              payBy: new Date().toISOString(),
              checkoutUrl,
              refundedAt: null,
            },
          },
        },
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: '9:00 AM, 2 left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    expect(
      within(dialog).getByText(
        'Deposit: $20, paid now; refunded if you cancel until 24 hours before.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: depositTexts.confirmAndPay }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
  });

  it('asks no deposit where the section asks none', async () => {
    routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: '9:00 AM, 2 left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    expect(within(dialog).queryByTestId('deposit-line')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeVisible();
  });

  it('offers nothing to click in a full slot, shows its places taken and keeps others anonymous', async () => {
    routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(
        day([slot('09:00', '09:30', { taken: 2, free: 0 }), slot('09:30', '10:00')]),
      ),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Places' }));
    const full = await screen.findByRole('listitem', { name: /9:00 AM - 9:30 AM/ });
    expect(within(full).queryAllByRole('button')).toHaveLength(0);
    expect(within(full).getAllByRole('img', { name: 'Taken' })).toHaveLength(2);
    expect(within(full).queryByRole('img', { name: 'Your booking' })).not.toBeInTheDocument();
    const open = screen.getByRole('listitem', { name: /9:30 AM - 10:00 AM/ });
    expect(within(open).getAllByRole('button', { name: 'Book 9:30 AM' })).toHaveLength(2);
  });

  it('greys out slots that cannot be booked', async () => {
    routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30', { bookable: false, free: 0, capacity: 0 })])),
    });
    const { user } = show();
    expect(await screen.findByText('No free times on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Places' }));
    const past = await screen.findByRole('listitem', { name: /9:00 AM/ });
    expect(within(past).queryAllByRole('button')).toHaveLength(0);
  });

  it("explains the server's refusal when the slot filled up meanwhile", async () => {
    routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
      'POST /appointment': fail(409, messages.slotFull),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: '9:00 AM, 2 left' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.slotFull);
  });

  it('tells the cancellation policy before booking, and why a customer with too many strikes is refused', async () => {
    const refusal = cancellationTexts.refused('Ponsonby Hair Studio', 3);
    routeFetch({
      'GET /business/b1': ok({
        ...business(),
        cancellationPolicy: { freeHours: 12, strikeLimit: 3, consequence: 'refuse' },
      }),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
      'POST /appointment': fail(403, refusal),
    });
    const { user } = show();
    expect(
      await screen.findByText(
        `${cancellationTexts.policy(12)} ${cancellationTexts.policyStrikes(12, 3)}`,
      ),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '9:00 AM, 2 left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    expect(within(dialog).getByText('Free cancellation until 12 hours before.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    // Asking again is refused again: only closing is offered.
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });

  it('shows why a day is closed', async () => {
    routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([], { open: false, closedReason: messages.offDay })),
    });
    show();
    expect(await screen.findByText(messages.offDay)).toBeInTheDocument();
  });

  it('asks for a date and a time before requesting a booking', async () => {
    const fetch = routeFetch({
      'GET /business/b1': ok(business(true)),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([], { customRequest: true })),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.selectDateTime);
    await waitFor(() => expect(callsTo(fetch, 'POST /appointment')).toHaveLength(0));
  });

  // Issue 29: request mode let 11:00 PM through to the confirm dialog when the restaurant closed
  // at 10.
  it('refuses a requested time outside the hours before any confirmation', async () => {
    routeFetch({
      'GET /business/b1': ok(business(true)),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([], { customRequest: true, businessHours: ['17:00', '22:00'] })),
    });
    const { user } = show();
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^\\w+ ${Number(today.slice(8))} `) }),
    );
    const time = await timeField();
    for (const late of ['23:00', '22:00', '16:30']) {
      await user.clear(time);
      await user.type(time, late);
      await user.click(screen.getByRole('button', { name: 'Request Booking' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.outsideHours);
      expect(screen.queryByRole('dialog', { name: 'Confirm booking' })).toBeNull();
    }
    await user.clear(time);
    await user.type(time, '21:30');
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm booking' })).toBeInTheDocument();
  });

  it('asks a request how many people are coming, refusing 0, and sends it', async () => {
    const fetch = routeFetch({
      'GET /business/b1': ok(business(true)),
      ...noServices,
      [availabilityRoute]: strip(),
      [slotsRoute]: ok(day([], { customRequest: true, businessHours: ['17:00', '22:00'] })),
      'POST /appointment': {
        status: 201,
        body: { code: 201, message: messages.bookingRequested, data: { _id: 'a1' } },
      },
    });
    const { user } = show();
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^\\w+ ${Number(today.slice(8))} `) }),
    );
    await user.type(await timeField(), '19:30');
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    const party = within(dialog).getByLabelText(messages.partySizeLabel);
    expect(party).toHaveValue(2);
    await user.clear(party);
    await user.type(party, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText(messages.partySizeRange)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /appointment')).toHaveLength(0);
    await user.clear(party);
    await user.type(party, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST /appointment')[0]?.body).toMatchObject({
        appointmentTime: '19:30',
        partySize: 6,
      }),
    );
  });

  it('shows the next 14 days with their free places, greying and naming days without one', async () => {
    const fetch = routeFetch({
      'GET /business/b1': ok(business()),
      ...noServices,
      [availabilityRoute]: strip({
        0: { open: false, full: true, free: 0, closedReason: messages.fullyBooked },
        1: { open: false, free: 0, closedReason: messages.offDay },
        2: { free: 5 },
      }),
      [slotsRoute]: ok(day([slot('09:00', '09:30')])),
    });
    const { user } = show();
    const days = within(await screen.findByRole('group', { name: 'Next days' }));
    const buttons = days.getAllByRole('button');
    expect(buttons).toHaveLength(14);
    expect(buttons[0]).toHaveTextContent('Full');
    expect(buttons[0]).toHaveAccessibleName(new RegExp(messages.fullyBooked));
    expect(buttons[1]).toHaveTextContent('Closed');
    expect(buttons[1]).toHaveAccessibleName(new RegExp(messages.offDay));
    // Opens on the first day with a free place, and one call filled the strip.
    expect(buttons[2]).toHaveTextContent('5 free');
    await waitFor(() => expect(buttons[2]).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetch, availabilityRoute)).toHaveLength(1);
    expect(callsTo(fetch, slotsRoute).at(-1)?.url.searchParams.get('date')).toBe(addDays(today, 2));
    await user.click(buttons[3]!);
    await waitFor(() =>
      expect(callsTo(fetch, slotsRoute).at(-1)?.url.searchParams.get('date')).toBe(
        addDays(today, 3),
      ),
    );
  });

  describe('a section with services', () => {
    const colour: Service = {
      _id: 'sv2',
      sectionId: 's1',
      name: 'Colour',
      durationMinutes: 120,
      priceCents: 12000,
      description: '',
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      startEvery: 15,
      memberIds: ['m1', 'm2'],
    };
    const cut: Service = {
      ...colour,
      _id: 'sv1',
      name: 'Cut',
      durationMinutes: 45,
      priceCents: null,
    };
    const member = (_id: string, name: string): Member => ({
      _id,
      name,
      profileImage: null,
      serviceIds: ['sv1', 'sv2'],
      hours: { MO: [['09:00', '17:00']] },
      daysOff: [],
    });
    const times = (url: URL) =>
      ok({
        timeZone: 'Pacific/Auckland',
        days: Array.from({ length: 14 }, (_, i) => ({
          date: addDays(today, i),
          // Aroha (m1) is free at 09:00 on the third day; anyone at 09:00 and 09:15.
          times:
            i !== 2
              ? []
              : url.searchParams.get('member') === 'm1'
                ? [{ time: '09:00', memberIds: ['m1'] }]
                : [
                    { time: '09:00', memberIds: ['m1', 'm2'] },
                    { time: '09:15', memberIds: ['m2'] },
                  ],
        })),
      } satisfies ServiceAvailability);

    it('books a service with a named person, for the times that person is free', async () => {
      const fetch = routeFetch({
        'GET /business/b1': ok(business()),
        'GET /business/b1/services': ok([cut, colour]),
        'GET /business/b1/team': ok([member('m1', 'Aroha'), member('m2', 'Tama')]),
        'GET /business/b1/services/sv2/availability': times,
        'POST /appointment': {
          status: 201,
          body: { code: 201, message: messages.bookingRequested, data: { _id: 'a1' } },
        },
      });
      const { user } = renderWithProviders(<SectionBooking businessId="b1" sectionId="s1" />, {
        routes: [
          { path: paths.customer.appointmentBooked.path, element: <p>Confirmation screen</p> },
        ],
      });
      await user.click(await screen.findByRole('radio', { name: /^Colour · 2 h · \$120/ }));
      // Anyone first: both times of the first day with one.
      expect(await screen.findByRole('button', { name: '9:15 AM, free' })).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(serviceTexts.chooseMember), 'm1');
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: '9:15 AM, free' })).not.toBeInTheDocument(),
      );
      await user.click(screen.getByRole('button', { name: '9:00 AM, free' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
      expect(dialog).toHaveTextContent('Colour with Aroha');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
      expect(await screen.findByText('Confirmation screen')).toBeInTheDocument();
      expect(callsTo(fetch, 'POST /appointment')[0]?.body).toEqual({
        businessId: 'b1',
        sectionId: 's1',
        appointmentDate: addDays(today, 2),
        appointmentTime: '09:00',
        reason: '',
        serviceId: 'sv2',
        memberId: 'm1',
      });
      // The section's slot grid is never asked for.
      expect(callsTo(fetch, slotsRoute)).toHaveLength(0);
    });

    it('books with anyone free when no one is picked, and says so when nobody is', async () => {
      const fetch = routeFetch({
        'GET /business/b1': ok(business()),
        'GET /business/b1/services': ok([colour]),
        'GET /business/b1/team': ok([member('m1', 'Aroha'), member('m2', 'Tama')]),
        'GET /business/b1/services/sv2/availability': times,
        'POST /appointment': fail(409, messages.memberBusy),
      });
      const { user } = show();
      await user.click(await screen.findByRole('button', { name: '9:15 AM, free' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
      expect(dialog).toHaveTextContent(serviceTexts.serviceWithAnyone('Colour'));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.memberBusy);
      expect(callsTo(fetch, 'POST /appointment')[0]?.body).not.toHaveProperty('memberId');
      // A day without free times says so, in words.
      await user.click(
        within(screen.getByRole('group', { name: 'Next days' })).getAllByRole('button')[0]!,
      );
      expect(await screen.findByText(serviceTexts.noServiceTimes)).toBeInTheDocument();
    });

    it("offers 'Tell me when a time frees' on a booked-up day, joins its waitlist and lists it by service and person", async () => {
      const everyDay = {
        hours: Object.fromEntries(Object.values(dayCodes).map((c) => [c, [['09:00', '17:00']]])),
      };
      // Tomorrow is booked up (times on the third day only); Tama has it off: with him alone,
      // nothing could free then.
      const tomorrow = addDays(today, 1);
      const team = [
        { ...member('m1', 'Aroha'), ...everyDay },
        { ...member('m2', 'Tama'), ...everyDay, daysOff: [tomorrow] },
      ];
      const entry = (memberId?: string): WaitlistEntry => ({
        _id: memberId ? `w-${memberId}` : 'w-anyone',
        businessId: 'b1',
        sectionId: 's1',
        appointmentDate: tomorrow,
        appointmentTime: null,
        startsAt: null,
        endsAt: `${addDays(today, 2)}T00:00:00+13:00`,
        service: { _id: 'sv2', name: 'Colour' },
        member: memberId ? { _id: memberId, name: 'Aroha' } : null,
        createdAt: `${today}T08:00:00+13:00`,
      });
      let entries: WaitlistEntry[] = [];
      const fetch = routeFetch({
        'GET /business/b1': ok(business()),
        'GET /business/b1/services': ok([colour]),
        'GET /business/b1/team': ok(team),
        'GET /business/b1/services/sv2/availability': times,
        'GET /waitlist': () => ok(entries),
        'POST /business/b1/section/s1/waitlist': (_url, init) => {
          const body = JSON.parse(String(init?.body)) as { memberId?: string };
          entries = [...entries, entry(body.memberId)];
          return {
            status: 201,
            body: { code: 201, message: serviceTexts.waitlistJoinedDay, data: entries.at(-1) },
          };
        },
      });
      const { user } = show();
      const secondDay = async () =>
        user.click(
          within(await screen.findByRole('group', { name: 'Next days' })).getAllByRole(
            'button',
          )[1]!,
        );
      // A day with a free time offers nothing.
      expect(await screen.findByRole('button', { name: '9:15 AM, free' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: serviceTexts.tellMeWhenTimeFrees })).toBeNull();

      // Tama alone is off tomorrow: no offer.
      await user.selectOptions(screen.getByLabelText(serviceTexts.chooseMember), 'm2');
      await secondDay();
      expect(await screen.findByText(serviceTexts.noServiceTimes)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: serviceTexts.tellMeWhenTimeFrees })).toBeNull();

      // Aroha is booked up tomorrow: her waitlist.
      await user.selectOptions(screen.getByLabelText(serviceTexts.chooseMember), 'm1');
      await secondDay();
      expect(
        await screen.findByText(
          serviceTexts.timeWaitlist('Colour with Aroha', formatDate(tomorrow)),
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: serviceTexts.tellMeWhenTimeFrees }));
      expect(await screen.findByRole('status')).toHaveTextContent(serviceTexts.waitlistJoinedDay);
      expect(callsTo(fetch, 'POST /business/b1/section/s1/waitlist')[0]?.body).toEqual({
        appointmentDate: tomorrow,
        serviceId: 'sv2',
        memberId: 'm1',
      });
      const list = await screen.findByRole('region', { name: serviceTexts.yourWaitlist });
      expect(list).toHaveTextContent(`Colour with Aroha, ${formatDate(tomorrow)}`);
      expect(
        within(list).getByRole('button', {
          name: serviceTexts.leaveWaitlistOf('Colour with Aroha', formatDate(tomorrow)),
        }),
      ).toBeInTheDocument();

      // With anyone, the offer asks for anyone (no person).
      await user.selectOptions(screen.getByLabelText(serviceTexts.chooseMember), '');
      await secondDay();
      await user.click(
        await screen.findByRole('button', { name: serviceTexts.tellMeWhenTimeFrees }),
      );
      await waitFor(() =>
        expect(callsTo(fetch, 'POST /business/b1/section/s1/waitlist')[1]?.body).toEqual({
          appointmentDate: tomorrow,
          serviceId: 'sv2',
        }),
      );
      expect(
        await screen.findByText(
          `${serviceTexts.serviceWithAnyone('Colour')}, ${formatDate(tomorrow)}`,
        ),
      ).toBeInTheDocument();
      // Back with Aroha: already waiting, so the list says it and nothing is offered.
      await user.selectOptions(screen.getByLabelText(serviceTexts.chooseMember), 'm1');
      await secondDay();
      expect(await screen.findByText(serviceTexts.noServiceTimes)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: serviceTexts.tellMeWhenTimeFrees })).toBeNull();
    });
  });
});
