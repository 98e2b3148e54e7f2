// A week of opening or working hours, for a team member's roster and a section's opening alike:
// as the hours editor holds it, and in a few lines for lists and cards. No zod here: lists and
// cards show it before any form has loaded.
import { dayCodes, weekDays, type WeekDay } from '@timeapp/domain/days';
import type { Section } from '@timeapp/domain/businesses';
import type { DayCode, WeeklyHours } from '@timeapp/domain/hours';
import { formatTime12 } from './format-date-time';

/** Day code ('MO') -> that day's intervals, each [from, to] in HH:MM; a day left out is closed. */
export type WeekHours = Record<string, readonly (readonly string[])[]>;

const short = (day: WeekDay) => day.slice(0, 3);
const describe = (list: readonly (readonly string[])[]) =>
  list.map(([from, to]) => `${formatTime12(from ?? '')} – ${formatTime12(to ?? '')}`).join(', ');

/**
 * The week in a few lines, days with the same hours run together:
 * ['Mon – Fri: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM', 'Sat: 10:00 AM – 2:00 PM'].
 * Empty when no day has hours.
 */
export function weekSummary(hours: WeekHours): string[] {
  const runs: { first: WeekDay; last: WeekDay; text: string }[] = [];
  let previous: string | null = null;
  for (const day of weekDays) {
    const list = [...(hours[dayCodes[day]] ?? [])].sort((a, b) =>
      (a[0] ?? '') < (b[0] ?? '') ? -1 : 1,
    );
    const text = list.length ? describe(list) : null;
    const run = runs.at(-1);
    if (text !== null && run && text === previous) run.last = day;
    else if (text !== null) runs.push({ first: day, last: day, text });
    previous = text;
  }
  return runs.map(({ first, last, text }) =>
    first === last ? `${short(first)}: ${text}` : `${short(first)} – ${short(last)}: ${text}`,
  );
}

type SectionHours = Pick<
  Section,
  'businessDays' | 'businessHours' | 'regularOffHours' | 'customRequest'
> & { hoursByDay?: Section['hoursByDay'] };

/**
 * A section's opening, day by day (docs/product-rules.md 5.3): on its business days, its own
 * hours where `hoursByDay` names the day, else the opening hours with the not-available window
 * as a gap.
 */
export function sectionWeek(s: SectionHours): WeekHours {
  const [open, close] = s.businessHours;
  const [offFrom, offTo] = s.regularOffHours;
  const usual =
    !s.customRequest && offFrom && offTo && open < offFrom && offTo < close
      ? [
          [open, offFrom],
          [offTo, close],
        ]
      : [[open, close]];
  const week: WeekHours = {};
  for (const day of s.businessDays) {
    const code = dayCodes[day];
    week[code] = (!s.customRequest && s.hoursByDay?.[code]) || usual;
  }
  return week;
}

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
