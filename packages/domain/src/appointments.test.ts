import { describe, it, expect } from 'vitest';
import { createAppointmentBody, updateAppointmentBody } from './appointments.ts';
import { messages } from './messages.ts';
import { issuesOf } from './testing/issues.ts';

const givenBooking = (overrides: Record<string, unknown> = {}) => ({
  businessId: 'b1',
  sectionId: 's1',
  appointmentDate: '2026-05-05',
  appointmentTime: '10:00',
  ...overrides,
});

describe('createAppointmentBody', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    { name: 'a wall-clock time', input: givenBooking(), expected: [] },
    {
      name: 'an instant in UTC',
      input: givenBooking({ appointmentTime: '2026-05-04T22:00:00Z' }),
      expected: [],
    },
    {
      name: 'an instant with an offset',
      input: givenBooking({ appointmentTime: '2026-05-05T10:00:00+12:00' }),
      expected: [],
    },
    {
      name: 'an instant with milliseconds',
      input: givenBooking({ appointmentTime: '2026-05-04T22:00:00.000Z' }),
      expected: [],
    },
    {
      name: 'no time',
      input: givenBooking({ appointmentTime: undefined }),
      expected: [messages.selectDateTime],
    },
    {
      name: 'an empty time',
      input: givenBooking({ appointmentTime: '' }),
      expected: [messages.selectDateTime],
    },
    {
      name: 'hour 25',
      input: givenBooking({ appointmentTime: '25:00' }),
      expected: [messages.selectDateTime],
    },
    {
      name: 'an instant without an offset',
      input: givenBooking({ appointmentTime: '2026-05-05T10:00:00' }),
      expected: [messages.selectDateTime],
    },
    {
      name: 'a date that does not exist',
      input: givenBooking({ appointmentDate: '2026-02-30' }),
      expected: ['Must be a real calendar date'],
    },
    {
      name: 'a date in another format',
      input: givenBooking({ appointmentDate: '05/05/2026' }),
      expected: ['Must be a date like 2026-03-31'],
    },
    {
      name: 'no section',
      input: givenBooking({ sectionId: '' }),
      expected: ['Is required'],
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(createAppointmentBody, input)).toEqual(expected);
  });

  it('trims the reason and defaults it to empty', () => {
    expect(createAppointmentBody.parse(givenBooking()).reason).toBe('');
    expect(createAppointmentBody.parse(givenBooking({ reason: '  Trim  ' })).reason).toBe('Trim');
  });

  it('uses the exact text for a missing time', () => {
    expect(messages.selectDateTime).toBe('Please select a date and time');
  });
});

describe('updateAppointmentBody', () => {
  const cases: { name: string; input: Record<string, unknown>; ok: boolean }[] = [
    { name: 'status 2 with a reason', input: { status: 2, cancellationReason: 'Sick' }, ok: true },
    { name: 'status as a string', input: { status: '1' }, ok: true },
    { name: 'status 3', input: { status: 3 }, ok: false },
    { name: 'status -1', input: { status: -1 }, ok: false },
  ];
  it.each(cases)('$name', ({ input, ok }) => {
    expect(updateAppointmentBody.safeParse(input).success).toBe(ok);
  });
});
