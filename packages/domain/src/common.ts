import { z } from 'zod';

export const id = z.string().min(1).max(64);

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar date, `YYYY-MM-DD`, business-local. */
export const localDate = z
  .string()
  // abort: a malformed date gets one message, not also 'Use a real calendar date'.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-03-31', abort: true })
  .refine(isRealDate, 'Use a real calendar date');

/** A wall-clock time, `HH:MM`, 24 h, business-local. */
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');

export const address = z.object({
  country: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  suburb: z.string().trim().max(100).optional().default(''),
  postCode: z.string().trim().max(20).optional().default(''),
});
export type Address = z.infer<typeof address>;

/**
 * An address edit: only the fields sent change. `address.partial()` would not do: zod still
 * fills the defaults in, so sending `{suburb}` would blank the city.
 */
export const addressPatch = z
  .object({
    country: z.string().trim().max(100),
    state: z.string().trim().max(100),
    city: z.string().trim().max(100),
    suburb: z.string().trim().max(100),
    postCode: z.string().trim().max(20),
  })
  .partial();

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address'));

/** Every JSON answer: `code` equals the HTTP status. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const errorBody = z.object({ code: z.number().int(), message: z.string() });
export const okBody = errorBody;

export const pagination = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/**
 * A picture the app shows: an image uploaded through POST /image/upload, never an arbitrary
 * URL (no tracking pixels or other sites' content in our pages).
 */
export const imageUrl = z
  .string()
  .max(200)
  .regex(/^\/uploads\/[\w-]+\.(webp|png|jpe?g)$/, 'Upload the picture first');
