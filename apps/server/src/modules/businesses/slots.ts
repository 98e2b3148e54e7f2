import type { DaySlots, Slot } from '@timeapp/domain/businesses';
import { dayStatus, slotsForDay } from '@timeapp/domain/schedule';
import type { AppContext } from '../../context.ts';
import { toSchedule } from './present.ts';
import * as appointments from '../appointments/repository.ts';
import * as users from '../users/repository.ts';
import type { SectionRow } from './repository.ts';

type Input = {
  /** The business's IANA zone. */
  timezone: string;
  section: SectionRow;
  date: string;
  viewerId: string | null;
};

/**
 * One day of a section as the booking screen draws it. Places are counted from Waiting and
 * Approved appointments; the viewer learns only which places are theirs, never whose the
 * others are.
 */
export async function daySlots(
  ctx: AppContext,
  { timezone: tz, section, date, viewerId }: Input,
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
  const at = planned.map((p) => new Date(p.startsAt));
  const held = await appointments.placesHeld(
    ctx.db,
    section.id,
    at[0]!,
    at[at.length - 1]!,
    viewerId,
  );
  const byInstant = new Map(held.map((h) => [h.startsAt.getTime(), h]));
  const myImage =
    viewerId && held.some((h) => h.mine) ? await users.findProfileImage(ctx.db, viewerId) : '';

  answer.slots = planned.map((p, i): Slot => {
    const h = byInstant.get(at[i]!.getTime());
    const taken = h?.taken ?? 0;
    const free = Math.max(0, section.appointmentPerSlot - taken);
    const mine = h?.mine ?? false;
    return {
      time: p.time,
      end: p.end,
      startsAt: p.startsAt,
      capacity: section.appointmentPerSlot,
      taken,
      free,
      mine,
      ...(mine && { myImage }),
      bookable: p.bookable && free > 0 && !mine,
    };
  });
  return answer;
}
