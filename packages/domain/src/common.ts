import { messages } from './messages.ts';
import { z } from './zod.ts';

export const id = z.string().check(z.minLength(1), z.maxLength(64));

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar date, `YYYY-MM-DD`, business-local. */
export const localDate = z.string().check(
  // abort: a malformed date gets one message, not also 'Use a real calendar date'.
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateFormat, abort: true }),
  z.refine(isRealDate, messages.dateReal),
);

/** A wall-clock time, `HH:MM`, 24 h, business-local. */
export const localTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeFormat));

/** A string trimmed, then at most `max` characters long. */
export const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

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
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email(messages.emailInvalid),
);

/** Every JSON answer: `code` equals the HTTP status. */
export const envelope = <T extends z.core.SomeType>(data: T) =>
  z.object({ code: z.int(), message: z.string(), data });

export const errorBody = z.object({ code: z.int(), message: z.string() });
export const okBody = errorBody;

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
