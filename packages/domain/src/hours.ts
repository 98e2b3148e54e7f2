// Hours per day: for each day code, the intervals of work or opening in the business's zone (a
// break is the gap between two). A team member's roster and a slot section's hours per day
// (`hoursByDay`) are both this shape (docs/product-rules.md 9 and 5.3).
import { localTime } from './common.ts';
import { dayCodes } from './days.ts';
import { messages } from './messages.ts';
import { z } from './zod.ts';

export type DayCode = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';

/** One stretch of work, `["09:00", "12:30"]`, start before end, in the business's zone. */
const interval = z
  .tuple([localTime, localTime])
  .check(z.refine(([from, to]) => from < to, { message: messages.intervalOrder, abort: true }));

/**
 * A weekly roster: for each day code, zero or more intervals that do not overlap (a break is
 * the gap between two). A day left out is a day off.
 */
export const weeklyHours = z
  .record(
    // A string key, not z.enum: an enum-keyed record wants every day.
    z.string().check(z.regex(new RegExp(`^(${Object.values(dayCodes).join('|')})$`))),
    z.array(interval).check(z.maxLength(6)),
  )
  .check(
    z.refine(
      (hours) =>
        Object.values(hours).every((list) =>
          [...(list ?? [])]
            .sort((a, b) => (a[0] < b[0] ? -1 : 1))
            .every((iv, i, all) => i === 0 || all[i - 1]![1] <= iv[0]),
        ),
      { message: messages.intervalsOverlap },
    ),
  );
export type WeeklyHours = Partial<Record<DayCode, [string, string][]>>;
