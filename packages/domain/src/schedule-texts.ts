// The texts of a section's schedule (its days' hours and not-available time, hours per day) and
// of the schedule set-up screen with its slot preview: part of the message catalogue, in a module
// of their own so that only the screens that edit a schedule load them.

export const scheduleTexts = {
  /** A section's schedule (components/sections/schedule-fields.tsx). */
  opens: 'Opening time',
  closes: 'Closing time',
  offHours: 'Not available time',
  offHoursHint: 'Optional, for example a lunch break: no slots are offered in this window.',
  offFrom: 'Not available from',
  offUntil: 'Not available until',
  /** Hours per day (docs/product-rules.md 5.3). */
  hoursByDay: 'Different hours on some days',
  hoursByDayHint:
    'Each open day with its own hours, for a late night or a short Saturday. A break is the gap between two periods; slots start at each period.',
  hoursByDayLegend: 'Hours per day',
  closedDay: 'Closed',

  /** The schedule set-up screen. */
  scheduleSetup: 'Schedule set-up',
  scheduleSetupIntro:
    'Choose a section, set when it takes bookings, and check the slots before you save.',
  addSectionFirst: 'Add a section on your business profile first.',
  takesRequestsOnly: (section: string) =>
    `${section} takes customer requests only: set its days and hours; there are no slots.`,
  viewSchedule: 'View Schedule Details',
  clear: 'Clear',
  scheduleDetails: 'Schedule Details',
  /** The preview of a day's slots. */
  previewRequestsOnly:
    'This section takes customer requests only: customers ask for a time and you decide, so there are no slots.',
  previewNoSlots: 'These hours leave no room for a slot.',
  previewTable: 'Generated slots',
  starts: 'Starts',
  ends: 'Ends',
  places: 'Places',
};
