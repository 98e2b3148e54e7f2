import { fieldRules, messages } from './messages.ts';
import { z } from './zod.ts';

// Control characters (Unicode Cc: NUL, escape, backspace, ...) mean nothing in a name, an
// address or a search, and PostgreSQL refuses NUL in text outright. Multi-line text keeps the
// line breaks and tabs people type.
const anyControl = /\p{Cc}/u;
const controlExceptLineBreaks = /(?![\t\n\r])\p{Cc}/u;

/** The check every text input runs: no control characters (line breaks where `multiline`). */
export const noControlCharacters = (multiline = false) =>
  z.refine<string>((s) => !(multiline ? controlExceptLineBreaks : anyControl).test(s), {
    error: fieldRules.controlCharacters,
    abort: true,
  });

/** Text as typed: no control characters, nothing else changed (passwords, tokens). */
export const plainText = (max: number) => z.string().check(noControlCharacters(), z.maxLength(max));

export const id = z.string().check(noControlCharacters(), z.minLength(1), z.maxLength(64));

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The dates anything in the product can be about; beyond them date arithmetic breaks down. */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2100-12-31';

/** A calendar date, `YYYY-MM-DD`, business-local, from 1900 to 2100. */
export const localDate = z.string().check(
  // abort: a malformed date gets one message, not also 'real calendar date'.
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldRules.dateFormat, abort: true }),
  z.refine(isRealDate, { error: fieldRules.dateReal, abort: true }),
  z.refine((s) => s >= FIRST_DATE && s <= LAST_DATE, fieldRules.dateRange),
);

/** A wall-clock time, `HH:MM`, 24 h, business-local. */
export const localTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldRules.timeFormat));

/**
 * Text a person typed: no control characters (line breaks only where `multiline`), trimmed,
 * not empty when `required` (its message), at most `max` characters long. Every text input of the API goes through this.
 */
export const trimmed = (max: number, options: { multiline?: boolean; required?: string } = {}) =>
  z
    .string()
    .check(
      noControlCharacters(options.multiline),
      z.trim(),
      ...(options.required ? [z.minLength(1, options.required)] : []),
      z.maxLength(max),
    );

export const address = z.object({
  country: z._default(trimmed(100), ''),
  state: z._default(trimmed(100), ''),
  city: z._default(trimmed(100), ''),
  suburb: z._default(z.optional(trimmed(100)), ''),
  postCode: z._default(z.optional(trimmed(20)), ''),
});
export type Address = z.infer<typeof address>;

/**
 * An address edit: only the fields sent change. `z.partial(address)` would not do: zod still
 * fills the defaults in, so sending `{suburb}` would blank the city.
 */
export const addressPatch = z.partial(
  z.object({
    country: trimmed(100),
    state: trimmed(100),
    city: trimmed(100),
    suburb: trimmed(100),
    postCode: trimmed(20),
  }),
);

export const email = z.pipe(
  z.string().check(noControlCharacters(), z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email(messages.emailInvalid),
);

/** Every JSON answer: `code` equals the HTTP status. */
export const envelope = <T extends z.core.SomeType>(data: T) =>
  z.object({ code: z.int(), message: z.string(), data });

export const okBody = z.object({ code: z.int(), message: z.string() });
/** Every error answer: `error` is the stable id a program tests (errors.ts, docs/errors.md). */
export const errorBody = z.object({ code: z.int(), error: z.string(), message: z.string() });

export const pagination = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
});

/**
 * A picture the app shows: an image uploaded through POST /image/upload, never an arbitrary
 * URL (no tracking pixels or other sites' content in our pages).
 */
export const imageUrl = z
  .string()
  .check(z.maxLength(200), z.regex(/^\/uploads\/[\w-]+\.(webp|png|jpe?g)$/, messages.uploadFirst));
