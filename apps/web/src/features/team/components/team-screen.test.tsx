import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { messages } from '@timeapp/domain/messages';
import { teamTexts } from '@timeapp/domain/team-texts';
import type { Member, Service } from '@timeapp/domain/team';
import { aBusiness, aSection } from '@timeapp/domain/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, fail, ok, routeFetch, type RouteReply } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { TeamScreen } from './team-screen';

const business = aBusiness({
  section: [
    aSection(),
    aSection({ _id: 's2', sectionName: 'Beauty' }),
    aSection({ _id: 's3', sectionName: 'Consultation', customRequest: true }),
  ],
});
const nineToFive: [string, string][] = [['09:00', '17:00']];
const aroha: Member = {
  _id: 'm1',
  name: 'Aroha',
  profileImage: null,
  serviceIds: ['sv1'],
  hours: {
    MO: [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ],
    TU: [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ],
    SA: [['10:00', '14:00']],
  },
  daysOff: [],
  email: 'aroha@example.nz',
};
const cut: Service = {
  _id: 'sv1',
  sectionId: 's1',
  name: 'Cut and style',
  durationMinutes: 45,
  priceCents: 4550,
  description: '',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  startEvery: 15,
  memberIds: ['m1'],
};

const renderScreen = (routes: Record<string, RouteReply> = {}) => {
  const fetch = routeFetch({
    'GET /business/b1/team': ok([aroha]),
    'GET /business/b1/services': ok([cut]),
    ...routes,
  });
  const rendered = renderWithProviders(
    <>
      <Notifications />
      <TeamScreen business={business} />
    </>,
  );
  return { fetch, ...rendered };
};

/** Opens the lazy member form from 'Add member' (its chunk loads on first use). */
const openAddMember = async (user: ReturnType<typeof renderScreen>['user']) => {
  await user.click(await screen.findByRole('button', { name: teamTexts.addMember }));
  return screen.findByRole('form', { name: teamTexts.addMember }, { timeout: 5000 });
};

const setTime = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

// The forms are lazy chunks: transformed once here, so a busy machine's first import is not
// counted against a test's own time.
beforeAll(() => Promise.all([import('./member-form'), import('./service-form')]));

// The notifications store is global: one test's message must not show in the next.
afterEach(() => notifications.clean());

describe('Team and services', () => {
  it('lists each member with their services and week, and the services by section', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Aroha' });
    expect(within(card).getByText('aroha@example.nz')).toBeInTheDocument();
    expect(within(card).getByText('Cut and style')).toBeInTheDocument();
    // Days with the same hours run together; the break is the gap between two periods.
    expect(
      within(card).getByText('Mon – Tue: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Sat: 10:00 AM – 2:00 PM')).toBeInTheDocument();

    const haircut = screen.getByRole('group', { name: 'Haircut' });
    const service = within(haircut).getByRole('article', { name: 'Cut and style' });
    expect(
      within(service).getByText('45 min · $45.50 · starts every 15 min · 10 min free after'),
    ).toBeInTheDocument();
    expect(within(service).getByText('Aroha')).toBeInTheDocument();
    const beauty = screen.getByRole('group', { name: 'Beauty' });
    expect(within(beauty).getByText(teamTexts.sectionBooksBySlot)).toBeInTheDocument();
    const requests = screen.getByRole('group', { name: 'Consultation' });
    expect(within(requests).getByText(teamTexts.sectionTakesRequests)).toBeInTheDocument();
  });

  it('adds a member: a break is two periods on the day, a day without any is left out', async () => {
    const { fetch, user } = renderScreen({
      'POST /business/b1/team': { status: 201, body: { code: 201, message: '', data: aroha } },
    });
    const form = await openAddMember(user);
    await user.type(within(form).getByLabelText(/Name/), 'Mere');
    // Monday: 9 to 12, a lunch break, then 1 to 5.
    setTime(form, teamTexts.periodEnds('Monday', 1), '12:00');
    await user.click(within(form).getByRole('button', { name: teamTexts.addPeriodOn('Monday') }));
    setTime(form, teamTexts.periodStarts('Monday', 2), '13:00');
    setTime(form, teamTexts.periodEnds('Monday', 2), '17:00');
    // Friday off; Saturday mornings.
    await user.click(
      within(form).getByRole('button', { name: teamTexts.removePeriod('Friday', 1) }),
    );
    await user.click(within(form).getByRole('button', { name: teamTexts.addPeriodOn('Saturday') }));
    setTime(form, teamTexts.periodEnds('Saturday', 1), '12:00');
    await user.click(within(form).getByRole('checkbox', { name: 'Cut and style' }));
    await user.click(within(form).getByRole('button', { name: teamTexts.save }));

    await waitFor(() => expect(callsTo(fetch, 'POST /business/b1/team')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /business/b1/team')[0]!.body).toEqual({
      name: 'Mere',
      email: null,
      hours: {
        MO: [
          ['09:00', '12:00'],
          ['13:00', '17:00'],
        ],
        TU: nineToFive,
        WE: nineToFive,
        TH: nineToFive,
        SA: [['09:00', '12:00']],
      },
      daysOff: [],
      serviceIds: ['sv1'],
    });
    expect(await screen.findByText(messages.memberAdded)).toBeInTheDocument();
  });

  it('sends nothing while two periods of a day overlap, and says so', async () => {
    const { fetch, user } = renderScreen();
    const form = await openAddMember(user);
    await user.type(within(form).getByLabelText(/Name/), 'Mere');
    await user.click(within(form).getByRole('button', { name: teamTexts.addPeriodOn('Monday') }));
    setTime(form, teamTexts.periodStarts('Monday', 2), '16:00');
    await user.click(within(form).getByRole('button', { name: teamTexts.save }));
    expect(await within(form).findByText(messages.intervalsOverlap)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /business/b1/team')).toHaveLength(0);
  });

  it("shows the server's reason when a member with appointments ahead cannot be removed", async () => {
    const { fetch, user } = renderScreen({
      'DELETE /business/b1/team/m1': fail(409, messages.memberHasAppointments),
    });
    await user.click(await screen.findByRole('button', { name: teamTexts.removeNamed('Aroha') }));
    const confirm = await screen.findByRole('dialog', { name: teamTexts.confirmTitle });
    expect(within(confirm).getByText(teamTexts.confirmRemoveMember('Aroha'))).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /business/b1/team/m1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const error = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 4000 });
    expect(within(error).getByText(messages.memberHasAppointments)).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /business/b1/team/m1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Aroha' })).toBeInTheDocument();
  });

  it('adds a service with its price in cents and who does it', async () => {
    const { fetch, user } = renderScreen({
      'POST /business/b1/services': { status: 201, body: { code: 201, message: '', data: cut } },
    });
    await user.click(await screen.findByRole('button', { name: teamTexts.addService }));
    const form = await screen.findByRole('form', { name: teamTexts.addService }, { timeout: 5000 });
    await user.selectOptions(within(form).getByLabelText(teamTexts.section), 'Beauty');
    await user.type(within(form).getByLabelText(/Service name/), 'Brows');
    await user.clear(within(form).getByLabelText(/Length/));
    await user.type(within(form).getByLabelText(/Length/), '20');
    await user.type(within(form).getByLabelText(teamTexts.price), '25.5');
    await user.selectOptions(within(form).getByLabelText(teamTexts.startEvery), '10');
    await user.click(within(form).getByRole('checkbox', { name: 'Aroha' }));
    await user.click(within(form).getByRole('button', { name: teamTexts.save }));

    await waitFor(() => expect(callsTo(fetch, 'POST /business/b1/services')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /business/b1/services')[0]!.body).toEqual({
      sectionId: 's2',
      name: 'Brows',
      durationMinutes: 20,
      priceCents: 2550,
      description: '',
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      startEvery: 10,
      memberIds: ['m1'],
    });
    expect(await screen.findByText(messages.serviceAdded)).toBeInTheDocument();
  });

  it('asks a deposit of a service, a percentage only of a price', async () => {
    const { fetch, user } = renderScreen({
      'GET /business/b1/deposits': ok({ businessId: 'b1', configured: true, status: 'ready' }),
      'POST /business/b1/services': { status: 201, body: { code: 201, message: '', data: cut } },
    });
    await user.click(await screen.findByRole('button', { name: teamTexts.addService }));
    const form = await screen.findByRole('form', { name: teamTexts.addService }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/Service name/), 'Brows');
    await user.selectOptions(
      await within(form).findByLabelText(depositTexts.fieldLabel),
      depositTexts.kinds.percent,
    );
    await user.type(within(form).getByLabelText(depositTexts.percentLabel), '50');
    await user.click(within(form).getByRole('button', { name: teamTexts.save }));
    expect(await within(form).findByText(depositTexts.percentNeedsPrice)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /business/b1/services')).toHaveLength(0);
    await user.type(within(form).getByLabelText(teamTexts.price), '40');
    await user.click(within(form).getByRole('button', { name: teamTexts.save }));
    await waitFor(() => expect(callsTo(fetch, 'POST /business/b1/services')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /business/b1/services')[0]!.body).toMatchObject({
      priceCents: 4000,
      deposit: { kind: 'percent', value: 50 },
    });
  });
});
