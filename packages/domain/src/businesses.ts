import { z } from 'zod';
import { address, addressPatch, id, imageUrl, localDate, localTime, pagination } from './common.ts';
import { isCategoryKey } from './categories.ts';
import { messages } from './messages.ts';
import { slotDurations, weekDays } from './days.ts';
import { isValidTimeZone } from './time-zone.ts';

// The constants live in days.ts (no zod) so screens that only show days stay light.
export { dayCodes, slotDurations, weekDays, type WeekDay } from './days.ts';

const timeRange = z.tuple([localTime, localTime]);

const sectionFields = z.object({
  sectionName: z.string().trim().min(1, messages.sectionNameRequired).max(80),
  businessDays: z.array(z.enum(weekDays)).min(1, messages.businessDaysRequired).max(7),
  businessHours: timeRange,
  regularOffHours: z.union([timeRange, z.tuple([])]).nullish(),
  noneRegularOffDays: z.array(localDate).max(400).default([]),
  slotDuration: z.coerce
    .number()
    .int()
    .refine((n) => (slotDurations as readonly number[]).includes(n), 'Choose one of the slot lengths'),
  appointmentPerSlot: z.coerce.number().int().min(1).max(10),
  customRequest: z.boolean().default(false),
});

type SectionFields = z.infer<typeof sectionFields>;
// zod runs this refinement even when a field already failed, so compare only well-formed
// HH:MM strings: '9:00' >= '17:00' as text would add a false 'Closing time' error.
const isTime = (t: unknown): t is string => localTime.safeParse(t).success;
const checkHours = (s: Partial<SectionFields>, ctx: z.RefinementCtx) => {
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
export const sectionInput = sectionFields.superRefine(checkHours);
export type SectionInput = z.infer<typeof sectionInput>;

/** In `PUT /business/:id`: without `_id` added, with `_id` edited, with `__v: 1` deleted. */
export const sectionChange = z.union([
  z.object({ _id: id, __v: z.literal(1) }).passthrough(),
  sectionFields.extend({ _id: id.optional(), __v: z.literal(0).optional() }).superRefine(checkHours),
]);

export const section = sectionFields.extend({
  _id: id,
  regularOffHours: z.array(localTime),
  __v: z.number().int(),
});
export type Section = z.infer<typeof section>;

const contactNumber = z.string().trim().regex(/^\+?\d{3,15}$/, messages.contactNumeric);
const category = z.string().refine(isCategoryKey, 'Choose a category');

export const createBusinessBody = z.object({
  name: z.string().trim().min(1, 'Please enter the business name').max(120),
  contactNumber,
  aboutBusiness: z.string().trim().max(2000).default(''),
  address,
  category,
  photos: z.array(imageUrl).max(10).default([]),
  // Every slot is computed in this zone; an unknown name would fail later, on every request.
  timezone: z.string().max(64).refine(isValidTimeZone, 'Choose a valid time zone').optional(),
  section: z.array(sectionInput).min(1, messages.sectionRequired).max(20),
});
export type CreateBusinessBody = z.infer<typeof createBusinessBody>;

export const updateBusinessBody = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  contactNumber: contactNumber.optional(),
  aboutBusiness: z.string().trim().max(2000).optional(),
  address: addressPatch.optional(),
  category: category.optional(),
  photos: z.array(imageUrl).max(10).optional(),
  section: z.array(sectionChange).max(20).optional(),
});
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const rating = z.object({ average: z.number(), count: z.number().int() });

export const business = z.object({
  _id: id,
  name: z.string(),
  contactNumber: z.string(),
  aboutBusiness: z.string(),
  address,
  category: z.string(),
  photos: z.array(z.string()),
  section: z.array(section),
  status: z.number().int(),
  referralCount: z.number().int(),
  verified: z.boolean(),
  timezone: z.string(),
  rating,
  ownerId: id,
});
export type Business = z.infer<typeof business>;

/** Search results: the card needs name, photo, place and stars, not the sections. */
export const businessSummary = business.omit({ section: true });
export type BusinessSummary = z.infer<typeof businessSummary>;

export const searchQuery = pagination.extend({
  name: z.string().trim().max(120).optional(),
  category: z.string().trim().max(10).optional(),
  city: z.string().trim().max(100).optional(),
  suburb: z.string().trim().max(100).optional(),
});

export const slotsQuery = z.object({ date: localDate });

export const slot = z.object({
  time: localTime,
  end: localTime,
  startsAt: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  free: z.number().int(),
  mine: z.boolean(),
  /** The viewer's own photo when `mine`; other customers stay anonymous. */
  myImage: z.string().optional(),
  bookable: z.boolean(),
});
export type Slot = z.infer<typeof slot>;

export const daySlots = z.object({
  date: localDate,
  timezone: z.string(),
  open: z.boolean(),
  closedReason: z.string().optional(),
  customRequest: z.boolean(),
  businessHours: z.tuple([localTime, localTime]),
  slots: z.array(slot),
});
export type DaySlots = z.infer<typeof daySlots>;

export const place = z.object({
  label: z.string(),
  suburb: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Place = z.infer<typeof place>;
export const placesQuery = z.object({ q: z.string().trim().min(1).max(100) });
