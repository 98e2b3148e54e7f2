import { screen, waitFor } from '@testing-library/react';
import { aBusiness, anAppointment, aSection } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { AddToCalendar } from './add-to-calendar';

const section = aSection({ _id: 's1', slotDuration: 45 });
const business = aBusiness({
  _id: 'b1',
  name: 'Cut Above',
  section: [section],
  address: {
    street: '12 Ponsonby Road',
    suburb: 'Ponsonby',
    city: 'Auckland',
    state: 'Auckland',
    country: 'New Zealand',
    postCode: '1011',
  },
});
const appointment = anAppointment({
  _id: 'a1',
  businessId: 'b1',
  sectionId: 's1',
  sectionName: 'Cut',
  startsAt: '2030-05-01T14:30:00+12:00',
  business: {
    name: 'Cut Above',
    contactNumber: '',
    contactNumberDisplay: '',
    photos: [],
    cancellationFreeHours: 24,
  },
});

afterEach(() => vi.restoreAllMocks());

describe('Add to calendar', () => {
  it("links to Google Calendar with the appointment's title, UTC times, length and address", async () => {
    routeFetch({ 'GET /business/b1': ok(business) });
    renderWithProviders(<AddToCalendar appointment={appointment} />);
    const link = await screen.findByRole('link', { name: messages.googleCalendar });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href')!).searchParams.get('location')).toBe(
        '12 Ponsonby Road, Ponsonby, Auckland 1011, Auckland, New Zealand',
      ),
    );
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('text')).toBe('Cut at Cut Above');
    // 14:30 NZST is 02:30 UTC; the section's slot is 45 minutes.
    expect(url.searchParams.get('dates')).toBe('20300501T023000Z/20300501T031500Z');
    expect(url.searchParams.get('details')).toContain('/show-appointment-details?id=a1');
  });

  it("downloads the server's .ics as appointment.ics", async () => {
    const fetch = routeFetch({
      'GET /business/b1': ok(business),
      'GET /appointment/a1/calendar': { body: 'BEGIN:VCALENDAR' },
    });
    const created = vi.fn((_blob: Blob) => 'blob:ics');
    // jsdom has no object URLs; each test file has its own window, so these stay in it.
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderWithProviders(<AddToCalendar appointment={appointment} />);
    await user.click(screen.getByRole('button', { name: messages.downloadIcs }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('appointment.ics');
    expect(clicked[0]!.href).toBe('blob:ics');
    expect(created.mock.calls[0]![0].type).toBe('text/calendar');
    expect(callsTo(fetch, 'GET /appointment/a1/calendar')).toHaveLength(1);
  });
});
