import type { Section, SectionInput } from '@timeapp/domain/businesses';
import type { SectionChange } from '../../../api/businesses/update-business';

/** A whole section as an edit sends it back: every field, with its id. */
export const sectionEdit = (s: Section, patch: Partial<SectionInput> = {}): SectionChange => ({
  _id: s._id,
  sectionName: s.sectionName,
  businessDays: s.businessDays,
  businessHours: s.businessHours,
  regularOffHours:
    !s.customRequest && s.regularOffHours.length === 2
      ? [s.regularOffHours[0]!, s.regularOffHours[1]!]
      : [],
  noneRegularOffDays: s.noneRegularOffDays,
  slotDuration: s.slotDuration,
  appointmentPerSlot: s.appointmentPerSlot,
  customRequest: s.customRequest,
  priceCents: s.priceCents,
  description: s.description,
  ...patch,
});
