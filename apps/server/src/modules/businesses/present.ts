import type {
  Business,
  BusinessSummary,
  Section,
  SectionInput,
  WeekDay,
} from '@timeapp/domain/businesses';
import { formatPhone } from '@timeapp/domain/phone-format';
import type { Schedule } from '@timeapp/domain/schedule';
import { type ZoneOffsets, zoneOffsets } from '@timeapp/domain/time-zone';
import { planOfBusiness } from './plan-facts.ts';
import { ruleOf } from '../deposits-core/booking.ts';
import type { NewSection, RatedBusiness, SectionFields } from './repository.ts';

// Answers are built field by field from the contract: a row never goes out as it is.

const rating = (b: RatedBusiness) => ({
  average: b.ratingCount === 0 ? 0 : Math.round((b.ratingSum / b.ratingCount) * 100) / 100,
  count: b.ratingCount,
});

export const toSummary = (b: RatedBusiness, now: Date): BusinessSummary => ({
  _id: b.id,
  name: b.name,
  slug: b.slug,
  contactNumber: b.contactNumber,
  contactNumberDisplay: formatPhone(b.contactNumber),
  aboutBusiness: b.aboutBusiness,
  address: {
    country: b.country,
    state: b.state,
    city: b.city,
    suburb: b.suburb,
    postCode: b.postCode,
    street: b.street,
  },
  category: b.category,
  photos: b.photos,
  status: b.status,
  referralCount: b.referralCount,
  verified: b.verified,
  bookable: planOfBusiness(b, now).bookable,
  timezone: b.timezone,
  reminders: b.reminders,
  cancellationPolicy: {
    freeHours: b.cancellationFreeHours,
    strikeLimit: b.strikeLimit,
    consequence: b.strikeConsequence,
    strikeDepositCents: b.strikeDepositCents,
  },
  rating: rating(b),
  // Only open businesses are answered, and an open one has its owner (businesses_open_has_owner).
  ownerId: b.ownerId ?? '',
});

export const toSection = (s: SectionFields): Section => ({
  _id: s.id,
  sectionName: s.sectionName,
  businessDays: s.businessDays as WeekDay[],
  businessHours: [s.openTime, s.closeTime],
  regularOffHours: s.offStart && s.offEnd ? [s.offStart, s.offEnd] : [],
  noneRegularOffDays: s.noneRegularOffDays,
  slotDuration: s.slotDuration,
  appointmentPerSlot: s.appointmentPerSlot,
  customRequest: s.customRequest,
  priceCents: s.priceCents,
  description: s.description,
  maxCovers: s.maxCovers,
  hoursByDay: s.hoursByDay,
  deposit: ruleOf(s),
  __v: s.version,
});

// A zone's table changes only with the day it starts on: one per zone and UTC day.
const zoneTables = new Map<string, ZoneOffsets>();
function zoneTable(tz: string, now: Date): ZoneOffsets {
  const key = `${tz}|${now.toISOString().slice(0, 10)}`;
  let table = zoneTables.get(key);
  if (!table) {
    if (zoneTables.size >= 1000) zoneTables.clear();
    table = zoneOffsets(tz, now);
    zoneTables.set(key, table);
  }
  return table;
}

export const toBusiness = (b: RatedBusiness, list: SectionFields[], now: Date): Business => ({
  ...toSummary(b, now),
  timezoneOffsets: zoneTable(b.timezone, now),
  section: list.map(toSection),
});

/** The booking engine's view of a stored section. */
export const toSchedule = (s: SectionFields): Schedule => {
  const { businessDays, businessHours, regularOffHours, noneRegularOffDays } = toSection(s);
  return {
    businessDays,
    businessHours,
    regularOffHours,
    noneRegularOffDays,
    slotDuration: s.slotDuration,
    appointmentPerSlot: s.appointmentPerSlot,
    customRequest: s.customRequest,
    hoursByDay: s.hoursByDay,
    ...(s.priceCents !== undefined && { priceCents: s.priceCents }),
    ...(s.description !== undefined && { description: s.description }),
  };
};

// What a request-only section stores for the slot fields it does not use (the columns are
// required); switching the section to slots later sends its own values.
const REQUEST_MODE_SLOT = { slotDuration: 30, appointmentPerSlot: 1 };

/**
 * Form input to columns; the not-available window, slot length and places per slot mean
 * nothing in request mode. A price or description left out is left as it is (the columns'
 * defaults for a new section).
 */
export const sectionColumns = (s: SectionInput): NewSection => {
  const off = !s.customRequest && s.regularOffHours?.length === 2 ? s.regularOffHours : null;
  return {
    sectionName: s.sectionName,
    businessDays: [...new Set(s.businessDays)],
    openTime: s.businessHours[0],
    closeTime: s.businessHours[1],
    offStart: off ? off[0] : null,
    offEnd: off ? off[1] : null,
    noneRegularOffDays: [...new Set(s.noneRegularOffDays)].sort(),
    slotDuration: s.slotDuration ?? REQUEST_MODE_SLOT.slotDuration,
    appointmentPerSlot: s.appointmentPerSlot ?? REQUEST_MODE_SLOT.appointmentPerSlot,
    customRequest: s.customRequest,
    ...(s.priceCents !== undefined && { priceCents: s.priceCents }),
    ...(s.description !== undefined && { description: s.description }),
    // A deposit rule (decision 056); left out, the stored one stays.
    ...(s.deposit !== undefined && {
      depositKind: s.deposit?.kind ?? null,
      depositValue: s.deposit?.value ?? null,
    }),
    // Covers limit requests only; a section in slot mode keeps none.
    ...(!s.customRequest
      ? { maxCovers: null }
      : s.maxCovers !== undefined && { maxCovers: s.maxCovers }),
    // Hours per day are for slots (a day with no key keeps businessHours); {} is none.
    ...(s.customRequest
      ? { hoursByDay: null }
      : s.hoursByDay !== undefined && {
          hoursByDay: s.hoursByDay && Object.keys(s.hoursByDay).length ? s.hoursByDay : null,
        }),
  };
};
