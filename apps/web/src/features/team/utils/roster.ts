// A member's week as the form edits it; lists sum it up with lib/week-hours. No zod here.
import { dayCodes, weekDays } from '@timeapp/domain/days';
import type { DayCode, WeeklyHours } from '@timeapp/domain/team';

export type Interval = [string, string];
/** Every day code, in week order, with its (possibly empty) list of working periods. */
export type Roster = Record<DayCode, Interval[]>;

export const days = weekDays.map((day) => ({ day, code: dayCodes[day] as DayCode }));

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const LAST_START = 23 * 60 + 55;

/** A new member works Monday to Friday, 9 to 5, until the owner says otherwise. */
export function newRoster(): Roster {
  const roster = {} as Roster;
  for (const { day, code } of days)
    roster[code] = day === 'Saturday' || day === 'Sunday' ? [] : [['09:00', '17:00']];
  return roster;
}

/** The server's hours (days left out are days off) as a roster with every day. */
export function rosterOf(hours: Record<string, readonly (readonly string[])[]>): Roster {
  const roster = {} as Roster;
  for (const { code } of days)
    roster[code] = (hours[code] ?? []).map(([from, to]) => [from ?? '', to ?? ''] as Interval);
  return roster;
}

/** What the API reads: only the days with working periods, each in time order. */
export function hoursOf(roster: Roster): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const { code } of days) {
    const list = roster[code];
    if (list.length) hours[code] = [...list].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  }
  return hours;
}

/**
 * The period 'Add hours' appends: after the day's last one with a half-hour gap (the usual
 * break), four hours long; 9 to 5 on an empty day. Never past the end of the day.
 */
export function nextInterval(list: readonly Interval[]): Interval {
  const last = list.at(-1);
  if (!last) return ['09:00', '17:00'];
  const start = Math.min(minutesOf(last[1] || '12:00') + 30, LAST_START - 5);
  return [timeOf(start), timeOf(Math.min(start + 240, LAST_START))];
}
