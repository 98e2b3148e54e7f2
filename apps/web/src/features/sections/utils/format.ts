import { dayCodes, weekDays, type WeekDay } from '@timeapp/domain/days';

/** Business days in week order, whatever order they were stored in. */
export const orderedDays = (days: readonly string[]) =>
  weekDays.filter((d) => days.includes(d)).map((d) => ({ day: d as WeekDay, code: dayCodes[d] }));
