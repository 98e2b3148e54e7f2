import { aBusiness, aSection, mondayToSaturday } from '@timeapp/domain/testing';

// The shared factories' business with a section open Monday to Friday (so a test can add
// Saturday) and a request-only second section.
export const haircut = aSection({ businessDays: mondayToSaturday.slice(0, 5) });
export const colour = aSection({
  ...haircut,
  _id: 's2',
  sectionName: 'Colour consultation',
  regularOffHours: [],
  customRequest: true,
});
export const business = aBusiness({ section: [haircut, colour] });
