import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { phoneMetadata } from './phone-metadata.ts';

// Numbers are typed as people type them ('021 555 0199', '+64 21 555 0199', '(09) 300 1234'),
// read as New Zealand numbers unless they start with a country code, stored in E.164
// ('+64215550199') and shown in the national format. libphonenumber-js/core with metadata for
// New Zealand and Australia only (scripts/phone-metadata.mjs says why). No zod here: a screen
// that only shows numbers does not download the schema library (phone.ts has the field schema).
const DEFAULT_COUNTRY = 'NZ';

const parse = (text: string) =>
  parsePhoneNumberFromString(text, { defaultCountry: DEFAULT_COUNTRY }, phoneMetadata);

/** The number in E.164, or undefined when it is no valid number. */
export function toE164(text: string): string | undefined {
  const number = parse(text);
  return number?.isValid() ? number.number : undefined;
}

/**
 * Numbers already formatted: a list repeats its business's and customers' numbers on every row,
 * and parsing one is the dearest part of answering a row. Bounded: cleared when full.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 10_000;

/** A stored number as people read it: national for New Zealand, international otherwise. */
export function formatPhone(stored: string): string {
  if (!stored) return '';
  let shown = formatted.get(stored);
  if (shown === undefined) {
    const number = parse(stored);
    shown = !number?.isValid()
      ? stored
      : number.country !== DEFAULT_COUNTRY
        ? number.formatInternational()
        : /^2\d{8}$/.test(number.nationalNumber)
          ? // A 9-digit mobile (02x and seven digits) as New Zealanders write it, 02x xxx xxxx;
            // libphonenumber's pattern splits some ranges 4-3-3 ('0274 445 555').
            `0${number.nationalNumber.slice(0, 2)} ${number.nationalNumber.slice(2, 5)} ${number.nationalNumber.slice(5)}`
          : number.formatNational();
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(stored, shown);
  }
  return shown;
}
