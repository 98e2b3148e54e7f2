import { describe, expect, it } from 'vitest';
import { errorId } from './errors.ts';
import { messages } from './messages.ts';

describe('error ids', () => {
  it('name a catalogue refusal after its key, whatever the status', () => {
    expect(errorId(409, messages.slotFull)).toBe('slot_full');
    expect(errorId(409, messages.alreadyBooked)).toBe('already_booked');
    expect(errorId(409, messages.invalidTransition)).toBe('invalid_transition');
    expect(errorId(403, messages.ownBusinessBooking)).toBe('own_business_booking');
    expect(errorId(404, messages.appointmentNotFound)).toBe('appointment_not_found');
  });

  it('name any other error after its status', () => {
    expect(errorId(400, 'Appointment date must be a date like 2026-03-31')).toBe('invalid_input');
    expect(errorId(503, 'Database unavailable')).toBe('unavailable');
    expect(errorId(418, 'teapot')).toBe('error');
  });

  it('are one per catalogue text: no two keys share a text', () => {
    const texts = Object.values(messages).filter((m) => typeof m === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});
