import { noControlCharacters } from './common.ts';
import { phoneRules } from './phone-rules.ts';
import { z } from './zod.ts';

// The phone number field of every schema; reading and showing numbers is phone-format.ts (the
// server shows numbers formatted: the web needs no formatter to display one).

/**
 * Set in the params of the issue a phone field answers while the phone-number library is still
 * loading (only in the web's build, phone-rules.lazy.ts): the web's form hook loads it and
 * checks again; it is never shown.
 */
export const PHONE_RULES_PENDING = 'phoneRulesPending';

/**
 * A phone number field: refused with `message` unless it is a valid number (or, when
 * `optional`, empty); what passes comes out in E.164.
 */
export const phoneNumber = (message: string, options: { optional?: boolean } = {}) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.maxLength(30, message),
    z.superRefine((v, ctx) => {
      if (options.optional && v === '') return;
      if (!phoneRules.ready())
        ctx.addIssue({
          code: 'custom',
          message,
          params: { [PHONE_RULES_PENDING]: true },
          continue: false,
        });
      else if (phoneRules.toE164(v) === undefined)
        ctx.addIssue({ code: 'custom', message, continue: false });
    }),
    z.overwrite((v) => phoneRules.toE164(v) ?? v),
  );
