import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { PHONE_COUNTRIES, pickMetadata } from '../../../scripts/phone-metadata.mjs';
import { messages } from './messages.ts';
import { phoneNumber } from './phone.ts';
import { formatPhone, toE164 } from './phone-format.ts';
import { phoneMetadata } from './phone-metadata.ts';
import { issuesOf } from './testing/issues.ts';

describe('phone numbers as people type them', () => {
  const cases: { typed: string; stored: string | undefined; shown?: string }[] = [
    { typed: '021 555 0199', stored: '+64215550199', shown: '021 555 0199' },
    { typed: '+64 21 555 0199', stored: '+64215550199', shown: '021 555 0199' },
    { typed: '(09) 300 1234', stored: '+6493001234', shown: '09 300 1234' },
    { typed: '09-300-1234', stored: '+6493001234', shown: '09 300 1234' },
    { typed: '0800 838 383', stored: '+64800838383', shown: '0800 838 383' },
    { typed: '+61 412 345 678', stored: '+61412345678', shown: '+61 412 345 678' },
    { typed: '0211234567', stored: '+64211234567', shown: '021 123 4567' },
    // New Zealanders write every 02x mobile as 02x xxx xxxx (libphonenumber's own pattern
    // gave '0274 445 555' for this walk-in's number: issue 29).
    { typed: '027 444 5555', stored: '+64274445555', shown: '027 444 5555' },
    { typed: '029 123 4567', stored: '+64291234567', shown: '029 123 4567' },
    { typed: '021 555 019', stored: '+6421555019', shown: '021 555 019' },
    { typed: 'call me', stored: undefined },
    { typed: '021', stored: undefined },
    { typed: '+44 20 7946 0958', stored: undefined },
  ];
  it.each(cases)('$typed', ({ typed, stored, shown }) => {
    expect(toE164(typed)).toBe(stored);
    if (stored && shown) expect(formatPhone(stored)).toBe(shown);
  });

  it('the schema stores E.164 and refuses what is no number with its own message', () => {
    const contact = phoneNumber(messages.contactNumeric);
    expect(contact.parse(' (09) 300 1234 ')).toBe('+6493001234');
    expect(issuesOf(contact, '09-ABC')).toEqual([messages.contactNumeric]);
    expect(issuesOf(contact, '')).toEqual([messages.contactNumeric]);
    expect(phoneNumber(messages.mobileDigits, { optional: true }).parse('')).toBe('');
  });

  it('shows a number it cannot read as it was stored', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});

describe('phone metadata', () => {
  it('is what scripts/phone-metadata.mjs makes from the installed libphonenumber-js', () => {
    const require = createRequire(import.meta.url);
    const full = JSON.parse(
      readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'),
    );
    expect(phoneMetadata).toEqual(pickMetadata(full, PHONE_COUNTRIES));
  });
});
