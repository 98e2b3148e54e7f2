import { screen, waitFor } from '@testing-library/react';
import type { Member, Service } from '@timeapp/domain/team';
import { aBusiness, aSection } from '@timeapp/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { WalkInForm } from './walk-in-form';

// The owner's walk-in into a section with services (a service, who, a free time) and into a
// request section (a time and a party): docs/product-rules.md 5.11.
const DAY = '2031-03-04';
const business = aBusiness({
  section: [
    aSection({ _id: 's1', sectionName: 'Cut & colour' }),
    aSection({ _id: 's2', sectionName: 'Table', customRequest: true }),
  ],
});
const member = (id: string, name: string): Member => ({
  _id: id,
  name,
  profileImage: null,
  serviceIds: ['sv1'],
  hours: { TU: [['09:00', '17:00']] },
  daysOff: [],
});
const cut: Service = {
  _id: 'sv1',
  sectionId: 's1',
  name: 'Cut',
  durationMinutes: 45,
  priceCents: null,
  description: '',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  startEvery: 15,
  memberIds: ['m1', 'm2'],
};

const render = () => {
  const fetch = routeFetch({
    'GET /business/b1/team': ok([member('m1', 'Aroha'), member('m2', 'Ben')]),
    'GET /business/b1/services': ok([cut]),
    'GET /business/b1/services/sv1/availability': (url) =>
      ok({
        timeZone: 'Pacific/Auckland',
        days: [
          {
            date: DAY,
            times:
              url.searchParams.get('member') === 'm2'
                ? [{ time: '11:00', memberIds: ['m2'] }]
                : [{ time: '10:00', memberIds: ['m1'] }],
          },
        ],
      }),
    'POST /business/b1/walk-in': { status: 201, body: { code: 201, message: '', data: {} } },
  });
  const onBooked = vi.fn();
  const rendered = renderWithProviders(
    <WalkInForm business={business} date={DAY} onBooked={onBooked} onCancel={() => {}} />,
  );
  return { fetch, onBooked, ...rendered };
};

describe('Walk-in form', () => {
  it('books a service with a chosen member at one of their free times', async () => {
    const { fetch, onBooked, user } = render();
    await user.selectOptions(await screen.findByLabelText('With'), 'Ben');
    const time = screen.getByLabelText('Time');
    await waitFor(() => expect(time).toHaveTextContent('11:00 AM'));
    await user.selectOptions(time, '11:00');
    await user.type(screen.getByLabelText(/Name/), 'Wiremu Walker');
    await user.type(screen.getByLabelText(/Phone/), '021 555 0199');
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST /business/b1/walk-in')[0]?.body).toMatchObject({
      sectionId: 's1',
      appointmentDate: DAY,
      appointmentTime: '11:00',
      serviceId: 'sv1',
      memberId: 'm2',
      name: 'Wiremu Walker',
    });
  });

  it('takes a party size into a request section', async () => {
    const { fetch, onBooked, user } = render();
    await user.selectOptions(await screen.findByLabelText(/Section/), 'Table');
    const time = screen.getByLabelText(/^Time/);
    await user.type(time, '19:30');
    const party = screen.getByLabelText(/Party size/);
    await user.clear(party);
    await user.type(party, '6');
    await user.type(screen.getByLabelText(/Name/), 'Mere');
    await user.type(screen.getByLabelText(/Phone/), '021 555 0199');
    await user.click(screen.getByRole('button', { name: 'Book walk-in' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const body = callsTo(fetch, 'POST /business/b1/walk-in')[0]?.body;
    expect(body).toMatchObject({ sectionId: 's2', appointmentTime: '19:30', partySize: 6 });
    expect(body).not.toHaveProperty('serviceId');
  });
});
