import { describe, expect, it } from 'vitest';
import { createBusinessBody, sectionInput } from './businesses.ts';
import { listAppointmentsQuery, ratingBody } from './appointments.ts';
import { describeIssue, fieldLabel } from './issues.ts';
import { messages } from './messages.ts';
import { registerBody } from './users.ts';
import type { z } from './zod.ts';

// What the server answers for the first problem of a refused input: one sentence naming the
// field, never zod's own English.
const answerFor = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return describeIssue(result.error.issues[0]!);
};

const section = {
  sectionName: 'Haircut',
  businessDays: ['Monday'],
  businessHours: ['09:00', '17:00'],
  slotDuration: 30,
  appointmentPerSlot: 2,
};

describe('a refused input answers one sentence naming the field', () => {
  const cases: { name: string; schema: z.ZodMiniType; input: unknown; expected: string }[] = [
    {
      name: 'a number that is text',
      schema: ratingBody,
      input: { ratedId: 'x', rate: 'five' },
      expected: 'Rating must be a number',
    },
    {
      name: 'a missing field',
      schema: ratingBody,
      input: { rate: 3 },
      expected: 'Rated business or customer is required',
    },
    {
      name: 'a field nested in a list',
      schema: sectionInput,
      input: { ...section, appointmentPerSlot: 11 },
      expected: 'Appointments per slot must be at most 10',
    },
    {
      name: 'a date out of range',
      schema: listAppointmentsQuery,
      input: { to: '9999-12-31' },
      expected: 'To date must be a date between 1 Jan 1900 and 31 Dec 2100',
    },
    {
      name: 'a control character',
      schema: registerBody,
      input: { firstName: 'A\u0000' },
      expected: 'First name must not contain control characters',
    },
    {
      name: 'a catalogue sentence stays as it is',
      schema: createBusinessBody,
      input: { name: ' ' },
      expected: messages.businessNameRequired,
    },
    {
      name: 'no body at all',
      schema: ratingBody,
      input: undefined,
      expected: messages.bodyRequired,
    },
  ];
  it.each(cases)('$name', ({ schema, input, expected }) => {
    expect(answerFor(schema, input)).toBe(expected);
  });
});

describe('request-only sections', () => {
  const { slotDuration: _s, appointmentPerSlot: _a, ...withoutSlots } = section;

  it('need no slot length or places per slot', () => {
    expect(sectionInput.safeParse({ ...withoutSlots, customRequest: true }).success).toBe(true);
  });

  it('slot sections still need both', () => {
    const result = sectionInput.safeParse(withoutSlots);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(describeIssue)).toEqual([
      'Slot length is required',
      'Appointments per slot is required',
    ]);
  });
});

describe('fieldLabel', () => {
  it.each([
    [['section', 0, 'slotDuration'], 'Slot length'],
    [['address', 'city'], 'City'],
    [['someNewField'], 'Some new field'],
    [[], undefined],
  ] as const)('%j', (path, expected) => {
    expect(fieldLabel(path)).toBe(expected);
  });
});
