import { weekDays } from '../days.ts';
import type { Schedule } from '../schedule.ts';

/**
 * A section schedule for engine tests: Monday to Saturday, 09:00-17:00, 30-minute slots, no
 * not-available window. Each test overrides only what it is about.
 */
export function givenSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    businessDays: weekDays.slice(0, 6),
    businessHours: ['09:00', '17:00'],
    regularOffHours: [],
    noneRegularOffDays: [],
    slotDuration: 30,
    appointmentPerSlot: 1,
    customRequest: false,
    ...overrides,
  };
}

export const everyDay: Schedule['businessDays'] = [...weekDays];

/** Start times only: what most slot assertions compare. */
export const startTimes = (slots: { time: string }[]) => slots.map((s) => s.time);
