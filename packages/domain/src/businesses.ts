import {
  address,
  addressPatch,
  id,
  imageUrl,
  localDate,
  localTime,
  pagination,
  trimmed,
} from './common.ts';
import { STRIKE_CONSEQUENCES } from './cancellation-policy.ts';
import { depositRule, depositRuleBody } from './deposits.ts';
import { isCategoryKey } from './categories.ts';
import { fieldRules, messages } from './messages.ts';
import { MAX_AVAILABILITY_DAYS, slotDurations, weekDays } from './days.ts';
import { weeklyHours } from './hours.ts';
import { phoneNumber } from './phone.ts';
import { MAX_PRICE_CENTS } from './price.ts';
import { isValidTimeZone } from './time-zone.ts';
import { z } from './zod.ts';

// The constants live in days.ts (no zod) so screens that only show days stay light.
export { dayCodes, slotDurations, weekDays, type WeekDay } from './days.ts';

/**
 * Active sections a business may have: a business page carries all of them, and 1,001 made
 * GET /business/:id answer 5.5 MB.
 */
export const MAX_ACTIVE_SECTIONS = 50;

const timeRange = z.tuple([localTime, localTime]);

/** The most people a request-only section can say it seats in half an hour. */
export const MAX_COVERS = 1000;

const sectionFields = z.object({
  sectionName: trimmed(80, { required: messages.sectionNameRequired }),
  businessDays: z
    .array(z.enum(weekDays))
    .check(z.minLength(1, messages.businessDaysRequired), z.maxLength(7)),
  businessHours: timeRange,
  regularOffHours: z.nullish(z.union([timeRange, z.tuple([])])),
  noneRegularOffDays: z._default(z.array(localDate).check(z.maxLength(400)), []),
  // Optional because a request-only section has no slots: checkHours asks for them otherwise.
  slotDuration: z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => (slotDurations as readonly number[]).includes(n), messages.slotLengthInvalid),
    ),
  ),
  appointmentPerSlot: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10))),
  customRequest: z._default(z.boolean(), false),
  /**
   * What the section costs in NZD cents, shown on the public page; null clears it. Left out of
   * an edit, the stored price and description stay (clients that predate them keep working).
   */
  priceCents: z.optional(
    z.nullable(
      z
        .int({ error: messages.priceInvalid })
        .check(
          z.minimum(0, messages.priceInvalid),
          z.maximum(MAX_PRICE_CENTS, messages.priceTooHigh),
        ),
    ),
  ),
  /** A line or two about the service, shown on the public page. */
  description: z.optional(trimmed(500, { multiline: true })),
  /**
   * A slot section's own hours on the days it names (docs/product-rules.md 5.3), each day one or
   * more intervals (a break is the gap); days it leaves out keep businessHours and
   * regularOffHours. Null clears it; left out of an edit, the stored hours stay.
   */
  hoursByDay: z.optional(z.nullable(weeklyHours)),
  /**
   * A request-only section: the most people it seats starting in any half hour of the clock
   * (docs/product-rules.md 10); null, no limit. Left out of an edit, the stored limit stays.
   */
  /**
   * A deposit asked at booking (decision 056): an amount or a percentage of the price; null
   * asks none. Left out of an edit, the stored rule stays.
   */
  deposit: z.optional(z.nullable(depositRuleBody)),
  maxCovers: z.optional(
    z.nullable(
      z
        .int({ error: messages.maxCoversInvalid })
        .check(
          z.minimum(1, messages.maxCoversInvalid),
          z.maximum(MAX_COVERS, messages.maxCoversInvalid),
        ),
    ),
  ),
});

type SectionFields = z.infer<typeof sectionFields>;
// zod runs this refinement even when a field already failed, so compare only well-formed
// HH:MM strings: '9:00' >= '17:00' as text would add a false 'Closing time' error.
const isTime = (t: unknown): t is string => localTime.safeParse(t).success;
const checkHours = (s: Partial<SectionFields>, ctx: z.core.$RefinementCtx) => {
  if (!s.customRequest) {
    for (const key of ['slotDuration', 'appointmentPerSlot'] as const)
      if (s[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: fieldRules.required });
  }
  if (s.customRequest && s.hoursByDay && Object.keys(s.hoursByDay).length)
    ctx.addIssue({ code: 'custom', path: ['hoursByDay'], message: messages.hoursByDaySlotsOnly });
  const hours: unknown[] = Array.isArray(s.businessHours) ? s.businessHours : [];
  const [open, close] = hours.map((t) => (isTime(t) ? t : undefined));
  if (open && close && open >= close)
    ctx.addIssue({ code: 'custom', path: ['businessHours'], message: messages.hoursOrder });
  const off = s.regularOffHours;
  if (!s.customRequest && Array.isArray(off) && isTime(off[0]) && isTime(off[1]) && open && close) {
    if (off[0] >= off[1] || off[0] < open || off[1] > close)
      ctx.addIssue({ code: 'custom', path: ['regularOffHours'], message: messages.offHoursInside });
  }
};

/** A section as a form or the create call sends it. */
export const sectionInput = sectionFields.check(z.superRefine(checkHours));
export type SectionInput = z.infer<typeof sectionInput>;

/** In `PUT /business/:id`: without `_id` added, with `_id` edited, with `__v: 1` deleted. */
export const sectionChange = z.union([
  z.looseObject({ _id: id, __v: z.literal(1) }),
  z
    .extend(sectionFields, { _id: z.optional(id), __v: z.optional(z.literal(0)) })
    .check(z.superRefine(checkHours)),
]);

export const section = z.extend(sectionFields, {
  _id: id,
  regularOffHours: z.array(localTime),
  slotDuration: z.int(),
  appointmentPerSlot: z.int(),
  priceCents: z.nullable(z.int()),
  description: z.string(),
  maxCovers: z.nullable(z.int()),
  hoursByDay: z.nullable(weeklyHours),
  deposit: z.nullable(depositRule),
  __v: z.int(),
});
export type Section = z.infer<typeof section>;

const contactNumber = phoneNumber(messages.contactNumeric);
const street = trimmed(200);

/** A business's address: a person's, plus the street line its public page and map link show. */
export const businessAddress = z.extend(address, { street: z._default(z.optional(street), '') });
export type BusinessAddress = z.infer<typeof businessAddress>;
const businessAddressPatch = z.extend(addressPatch, { street: z.optional(street) });
const category = z.string().check(z.refine(isCategoryKey, messages.categoryRequired));

export const createBusinessBody = z.object({
  name: trimmed(120, { required: messages.businessNameRequired }),
  contactNumber,
  aboutBusiness: z._default(trimmed(2000, { multiline: true }), ''),
  address: businessAddress,
  category,
  photos: z._default(z.array(imageUrl).check(z.maxLength(10)), []),
  // Every slot is computed in this zone; an unknown name would fail later, on every request.
  timezone: z.optional(
    z.string().check(z.maxLength(64), z.refine(isValidTimeZone, messages.timezoneInvalid)),
  ),
  section: z.array(sectionInput).check(z.minLength(1, messages.sectionRequired), z.maxLength(20)),
});
export type CreateBusinessBody = z.infer<typeof createBusinessBody>;

/** When customers get reminder e-mails before an approved appointment (24 h by default). */
export const REMINDER_CHOICES = ['24h', '2h', 'both', 'none'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];
export const reminderChoice = z.enum(REMINDER_CHOICES);

export const updateBusinessBody = z.object({
  name: z.optional(trimmed(120, { required: messages.businessNameRequired })),
  contactNumber: z.optional(contactNumber),
  aboutBusiness: z.optional(trimmed(2000, { multiline: true })),
  address: z.optional(businessAddressPatch),
  category: z.optional(category),
  photos: z.optional(z.array(imageUrl).check(z.maxLength(10))),
  section: z.optional(z.array(sectionChange).check(z.maxLength(20))),
  reminders: z.optional(reminderChoice),
});
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const rating = z.object({ average: z.number(), count: z.int() });

export const business = z.object({
  _id: id,
  name: z.string(),
  /** The public page's address: /b/{slug}, from the name, kept for good after a rename. */
  slug: z.string(),
  /** E.164, for a tap-to-call link. */
  contactNumber: z.string(),
  /** The same number as people read it, formatted by the server (the web has no formatter). */
  contactNumberDisplay: z.string(),
  aboutBusiness: z.string(),
  address: businessAddress,
  category: z.string(),
  photos: z.array(z.string()),
  section: z.array(section),
  status: z.int(),
  referralCount: z.int(),
  verified: z.boolean(),
  /** Listed and open to new bookings under the business plan (plan.ts `planOf`). */
  bookable: z.boolean(),
  timezone: z.string(),
  /**
   * The zone's offsets from a day back to 400 days ahead (time-zone.ts `zoneOffsets`): the
   * browser reads the business's times from it without loading its own zone data.
   */
  timezoneOffsets: z.object({
    until: z.string(),
    changes: z.array(z.object({ at: z.string(), offset: z.int() })),
  }),
  /** The reminder e-mails its customers get (REMINDER_CHOICES). */
  reminders: reminderChoice,
  /**
   * Told to customers before they book, and set by the owner (decision 055; what an edit may
   * send: cancellation-policy-schema.ts).
   */
  cancellationPolicy: z.object({
    freeHours: z.int(),
    strikeLimit: z.int(),
    consequence: z.enum(STRIKE_CONSEQUENCES),
    /** With consequence 'deposit': what a customer at the limit pays (decision 056). */
    strikeDepositCents: z.nullable(z.int()),
  }),
  rating,
  ownerId: id,
});
export type Business = z.infer<typeof business>;

/** Search results: the card needs name, photo, place and stars, not the sections. */
export const businessSummary = z.omit(business, { section: true, timezoneOffsets: true });
export type BusinessSummary = z.infer<typeof businessSummary>;

export const searchQuery = z.extend(pagination, {
  name: z.optional(trimmed(120)),
  category: z.optional(trimmed(10)),
  city: z.optional(trimmed(100)),
  suburb: z.optional(trimmed(100)),
});

export const slotsQuery = z.object({ date: localDate });

/** Any text: a malformed slug names no business and is answered 404 by the service. */
export const slugParams = z.object({ slug: z.string().check(z.maxLength(200)) });

export const slot = z.object({
  time: localTime,
  end: localTime,
  startsAt: z.string(),
  capacity: z.int(),
  taken: z.int(),
  free: z.int(),
  mine: z.boolean(),
  /** The viewer's own photo when `mine`; other customers stay anonymous. */
  myImage: z.optional(z.string()),
  bookable: z.boolean(),
});
export type Slot = z.infer<typeof slot>;

export const daySlots = z.object({
  date: localDate,
  timezone: z.string(),
  open: z.boolean(),
  closedReason: z.optional(z.string()),
  customRequest: z.boolean(),
  businessHours: z.tuple([localTime, localTime]),
  slots: z.array(slot),
});
export type DaySlots = z.infer<typeof daySlots>;

// Days counted as calendar days, whatever the zone: both ends are the business's dates.
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `from` to `to` inclusive, business-local, at most MAX_AVAILABILITY_DAYS days. */
export const availabilityQuery = z.object({ from: localDate, to: localDate }).check(
  z.refine(
    (q) => {
      const days = daysBetween(q.from, q.to);
      return days >= 0 && days < MAX_AVAILABILITY_DAYS;
    },
    { message: messages.availabilityRange, path: ['to'] },
  ),
);
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const dayAvailability = z.object({
  date: localDate,
  open: z.boolean(),
  closedReason: z.optional(z.string()),
  full: z.boolean(),
  free: z.nullable(z.int()),
});

export const sectionAvailability = z.object({
  from: localDate,
  to: localDate,
  timezone: z.string(),
  customRequest: z.boolean(),
  days: z.array(dayAvailability),
});
export type SectionAvailability = z.infer<typeof sectionAvailability>;

export const place = z.object({
  label: z.string(),
  suburb: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Place = z.infer<typeof place>;
export const placesQuery = z.object({
  q: trimmed(100, { required: fieldRules.required }),
});
