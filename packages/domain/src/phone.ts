import { noControlCharacters } from './common.ts';
import { toE164 } from './phone-format.ts';
import { z } from './zod.ts';

// The phone number field of every schema; reading and showing numbers is phone-format.ts.
export { formatPhone, toE164 } from './phone-format.ts';

/**
 * A phone number field: refused with `message` unless it is a valid number (or, when
 * `optional`, empty); what passes comes out in E.164.
 */
export const phoneNumber = (message: string, options: { optional?: boolean } = {}) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.maxLength(30, message),
    z.refine((v) => (options.optional && v === '') || toE164(v) !== undefined, {
      error: message,
      abort: true,
    }),
    z.overwrite((v) => toE164(v) ?? v),
  );
