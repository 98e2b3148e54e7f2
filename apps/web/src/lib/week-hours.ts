// A week of opening or working hours in a few lines, for a team member's roster and a section's
// opening alike. No zod here: lists and cards show it before any form has loaded.
import { dayCodes, weekDays, type WeekDay } from '@timeapp/domain/days';
import type { Section } from '@timeapp/domain/businesses';
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
