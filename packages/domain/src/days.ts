// Week days, their badge codes and the slot lengths: plain constants with no zod, so a screen
// that only shows days or runs the slot engine does not download the schema library.

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];
export const dayCodes: Record<WeekDay, string> = {
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
};

/** Slot lengths store what their labels say (docs/product-rules.md 5.5). */
export const slotDurations = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360] as const;

/** Most days one availability call answers: a date picker's month with the days around it. */
export const MAX_AVAILABILITY_DAYS = 62;
