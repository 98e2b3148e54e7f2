import { describe, it, expect } from 'vitest';
import { createBusinessBody, sectionInput } from './businesses.ts';
import { messages } from './messages.ts';
import { issuesAt, issuesOf } from './testing/issues.ts';

const givenSectionInput = (overrides: Record<string, unknown> = {}) => ({
  sectionName: 'Haircuts',
  businessDays: ['Monday', 'Tuesday'],
  businessHours: ['09:00', '17:00'],
  regularOffHours: ['12:00', '13:00'],
  slotDuration: 30,
  appointmentPerSlot: 2,
  ...overrides,
});

describe('sectionInput', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    { name: 'a complete section', input: givenSectionInput(), expected: [] },
    {
      name: 'no name',
      input: givenSectionInput({ sectionName: '' }),
      expected: [messages.sectionNameRequired],
    },
    {
      name: 'a name of spaces',
      input: givenSectionInput({ sectionName: '   ' }),
      expected: ['Please fill in the section name'],
    },
    {
      name: 'no business day',
      input: givenSectionInput({ businessDays: [] }),
      expected: [messages.businessDaysRequired],
    },
    {
      name: 'closing before opening',
      input: givenSectionInput({ businessHours: ['17:00', '09:00'], regularOffHours: [] }),
      expected: [messages.hoursOrder],
    },
    {
      name: 'closing equal to opening',
      input: givenSectionInput({ businessHours: ['09:00', '09:00'], regularOffHours: [] }),
      expected: [messages.hoursOrder],
    },
    {
      name: 'off hours starting before opening',
      input: givenSectionInput({ regularOffHours: ['08:30', '09:30'] }),
      expected: [messages.offHoursInside],
    },
    {
      name: 'off hours ending after closing',
      input: givenSectionInput({ regularOffHours: ['16:30', '17:30'] }),
      expected: [messages.offHoursInside],
    },
    {
      name: 'off hours reversed',
      input: givenSectionInput({ regularOffHours: ['13:00', '12:00'] }),
      expected: [messages.offHoursInside],
    },
    {
      name: 'off hours empty span',
      input: givenSectionInput({ regularOffHours: ['12:00', '12:00'] }),
      expected: [messages.offHoursInside],
    },
    {
      name: 'off hours touching opening and closing',
      input: givenSectionInput({ regularOffHours: ['09:00', '17:00'] }),
      expected: [],
    },
    { name: 'no off hours', input: givenSectionInput({ regularOffHours: [] }), expected: [] },
    { name: 'off hours null', input: givenSectionInput({ regularOffHours: null }), expected: [] },
    {
      name: 'request mode does not check off hours',
      input: givenSectionInput({ customRequest: true, regularOffHours: ['07:00', '08:00'] }),
      expected: [],
    },
    {
      name: 'a slot length that is not offered',
      input: givenSectionInput({ slotDuration: 25 }),
      expected: ['Choose one of the slot lengths'],
    },
    {
      name: 'no place per slot',
      input: givenSectionInput({ appointmentPerSlot: 0 }),
      expected: ['Must be at least 1'],
    },
    {
      name: 'more than 10 places per slot',
      input: givenSectionInput({ appointmentPerSlot: 11 }),
      expected: ['Must be at most 10'],
    },
    {
      name: 'a closed day that is no date',
      input: givenSectionInput({ noneRegularOffDays: ['2026-02-30'] }),
      expected: ['Must be a real calendar date'],
    },
    {
      name: 'a malformed opening time gives only its own message',
      input: givenSectionInput({ businessHours: ['9:00', '17:00'] }),
      expected: ['Must be a time like 09:30'],
    },
    {
      name: 'a malformed off-hours time gives only its own message',
      input: givenSectionInput({ regularOffHours: ['12:00', '1:00'] }),
      expected: ['Must be a time like 09:30'],
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(sectionInput, input)).toEqual(expected);
  });

  it('puts the hour problems on their fields', () => {
    expect(
      issuesAt(
        sectionInput,
        givenSectionInput({ businessHours: ['17:00', '09:00'], regularOffHours: [] }),
        'businessHours',
      ),
    ).toEqual(['Closing time must be after opening time']);
    expect(
      issuesAt(
        sectionInput,
        givenSectionInput({ regularOffHours: ['08:00', '09:30'] }),
        'regularOffHours',
      ),
    ).toEqual(['The not-available time must lie inside the business hours']);
  });

  it('fills defaults and coerces numbers sent as strings', () => {
    const parsed = sectionInput.parse(
      givenSectionInput({ slotDuration: '90', appointmentPerSlot: '10' }),
    );
    expect(parsed).toMatchObject({
      slotDuration: 90,
      appointmentPerSlot: 10,
      noneRegularOffDays: [],
      customRequest: false,
    });
  });

  it.each([15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360])(
    'accepts a %i-minute slot',
    (minutes) => {
      expect(
        issuesOf(sectionInput, givenSectionInput({ slotDuration: minutes, regularOffHours: [] })),
      ).toEqual([]);
    },
  );
});

describe('createBusinessBody', () => {
  const givenBusiness = (overrides: Record<string, unknown> = {}) => ({
    name: 'Cut & Go',
    contactNumber: '+6421555123',
    address: { country: 'New Zealand', state: 'Auckland', city: 'Auckland' },
    category: '1',
    section: [givenSectionInput()],
    ...overrides,
  });

  const cases: { name: string; input: Record<string, unknown>; expected: string[] }[] = [
    { name: 'a complete business, zone left to the default', input: givenBusiness(), expected: [] },
    {
      name: 'an IANA zone',
      input: givenBusiness({ timezone: 'Australia/Adelaide' }),
      expected: [],
    },
    {
      name: 'an unknown zone',
      input: givenBusiness({ timezone: 'Mars/Olympus_Mons' }),
      expected: ['Choose a valid time zone'],
    },
    {
      name: 'no section',
      input: givenBusiness({ section: [] }),
      expected: [messages.sectionRequired],
    },
    {
      name: 'letters in the contact number',
      input: givenBusiness({ contactNumber: '021 555' }),
      expected: [messages.contactNumeric],
    },
    {
      name: 'an unknown category',
      input: givenBusiness({ category: '99' }),
      expected: ['Choose a category'],
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    expect(issuesOf(createBusinessBody, input)).toEqual(expected);
  });
});
