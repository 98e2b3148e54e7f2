import { messages } from './messages.ts';
import { z } from './zod.ts';

// One password policy wherever a password is set (register, reset, change): docs/product-rules.md 4.1.
const SPECIALS = '@$!%*?&';
const ALLOWED = /^[A-Za-z\d@$!%*?&]*$/;

export type PasswordCheck = { ok: boolean; problems: string[] };

/** Live checks for the password field, in the order the form shows them. */
export function checkPassword(password: string): PasswordCheck {
  const problems: string[] = [];
  if (password.length < 8) problems.push(messages.passwordTooShort);
  if (![...password].some((c) => SPECIALS.includes(c)))
    problems.push(messages.passwordNeedsSpecial);
  if (!/[A-Z]/.test(password)) problems.push(messages.passwordNeedsUppercase);
  if (!ALLOWED.test(password)) problems.push(messages.passwordBadCharacters);
  return { ok: problems.length === 0, problems };
}

export const password = z.string().check(
  z.maxLength(128),
  z.superRefine((value, ctx) => {
    const first = checkPassword(value).problems[0];
    if (first) ctx.addIssue({ code: 'custom', message: first });
  }),
);
