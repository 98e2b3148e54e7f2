import { messages } from './messages.ts';
import { z } from './zod.ts';

// One password policy wherever a password is set (register, reset, change): docs/product-rules.md 4.1.
const MIN_LENGTH = 8;
/** A special character is anything but a letter or a digit: '#', '-', a space and '€' count. */
const SPECIAL = /[^\p{L}\p{N}]/u;
const UPPERCASE = /\p{Lu}/u;
/** Every printable character is allowed; control characters are not. */
const CONTROL = /\p{Cc}/u;
/**
 * The same rule as one JSON Schema pattern, for the OpenAPI document (a generated client checks a
 * password before sending it; JSON Schema patterns are Unicode-aware, as ajv reads them): a
 * special, an uppercase letter, no control character.
 */
export const PASSWORD_PATTERN = '^(?=.*[^\\p{L}\\p{N}])(?=.*\\p{Lu})[^\\p{Cc}]*$';

export type PasswordCheck = { ok: boolean; problems: string[] };

/** Live checks for the password field, in the order the form shows them. */
export function checkPassword(password: string): PasswordCheck {
  const problems: string[] = [];
  if (password.length < MIN_LENGTH) problems.push(messages.passwordTooShort);
  if (!SPECIAL.test(password)) problems.push(messages.passwordNeedsSpecial);
  if (!UPPERCASE.test(password)) problems.push(messages.passwordNeedsUppercase);
  if (CONTROL.test(password)) problems.push(messages.passwordBadCharacters);
  return { ok: problems.length === 0, problems };
}

/**
 * A password being set: one message, the first problem in the form's order. The JSON Schema the
 * OpenAPI document shows carries the rule as `minLength` and `pattern` (a test checks that they
 * accept exactly what checkPassword accepts).
 */
export const password = z
  .string()
  .check(
    z.maxLength(128),
    z.superRefine((value, ctx) => {
      const first = checkPassword(value).problems[0];
      if (first) ctx.addIssue({ code: 'custom', message: first });
    }),
  )
  .register(z.globalRegistry, { minLength: MIN_LENGTH, pattern: PASSWORD_PATTERN });
