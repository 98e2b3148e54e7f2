import type { Appointment } from './appointments.ts';
import { messages } from './messages.ts';

/**
 * What an appointment is for, as lists, its screen and calendar entries name it: 'Colour with
 * Aroha' when booked by service (docs/product-rules.md 9), 'Dinner, party of 4' for a request
 * (10), otherwise its section's name. Apart
 * from appointments.ts, whose schemas (and zod) a screen that only names appointments should
 * not load (page-weight budget).
 */
export const bookedWhat = (
  a: Pick<Appointment, 'sectionName' | 'service' | 'member' | 'partySize'>,
) =>
  a.service && a.member
    ? messages.serviceWithMember(a.service.name, a.member.name)
    : a.partySize
      ? `${a.sectionName}, ${messages.partyOf(a.partySize)}`
      : a.sectionName;
