import type { DaySlots, Slot } from '@timeapp/domain/businesses';
import { dayStatus, slotsForDay } from '@timeapp/domain/schedule';
import type { AppContext } from '../../lib/context.ts';
import { toSchedule } from './present.ts';
import type { Held } from '@timeapp/domain/schedule';
import { findViewerImage, type SectionRow } from './repository.ts';

type Input = {
  /** The business's IANA zone. */
  timezone: string;
  section: SectionRow;
  date: string;
  viewerId: string | null;
  /** Places held that day by start instant (epoch ms), read with the section. */
  held: Held;
  /** Whether the viewer holds any of them. */
  anyMine: boolean;
};

/**
 * One day of a section as the booking screen draws it. Places are counted from Waiting and
 * Approved appointments; the viewer learns only which places are theirs, never whose the
 * others are.
 */
export async function daySlots(
  ctx: AppContext,
  { timezone: tz, section, date, viewerId, held, anyMine }: Input,
): Promise<DaySlots> {
  const now = ctx.now();
  const schedule = toSchedule(section);
  const status = dayStatus(schedule, date, tz, now);
  const answer: DaySlots = {
    date,
    timezone: tz,
    open: status.open,
    ...(!status.open && { closedReason: status.closedReason }),
    customRequest: section.customRequest,
    businessHours: schedule.businessHours,
    slots: [],
  };
  // Request mode has no grid (the owner decides), and a closed day has nothing to book.
  if (section.customRequest || !status.open) return answer;

  const planned = slotsForDay(schedule, date, tz, now);
  if (planned.length === 0) return answer;
  const myImage = viewerId && anyMine ? await findViewerImage(ctx.db, viewerId) : '';

  answer.slots = planned.map((p): Slot => {
    const h = held.get(p.at);
    const taken = h?.taken ?? 0;
    const free = Math.max(0, section.appointmentPerSlot - taken);
    const mine = h?.mine ?? false;
    const slot: Slot = {
      time: p.time,
      end: p.end,
      startsAt: p.startsAt,
      capacity: section.appointmentPerSlot,
      taken,
      free,
      mine,
      bookable: p.bookable && free > 0 && !mine,
    };
    // Set only on the viewer's own slots (a spread per slot costs more than the rest here).
    if (mine) slot.myImage = myImage;
    return slot;
  });
  return answer;
}
