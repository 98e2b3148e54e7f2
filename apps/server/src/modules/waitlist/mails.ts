import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { sayWhen } from '@timeapp/domain/say-when';

/** A place freed in this slot (a cancellation, a rejection, a move away). */
export type FreedSlot = {
  businessId: string;
  businessName: string;
  sectionId: string;
  sectionName: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
};

/** What a waitlisted customer reads about the freed slot. */
const freedText = (slot: Pick<FreedSlot, 'appointmentDate' | 'appointmentTime'>) =>
  messages.waitlistPlaceFreed(sayWhen(slot.appointmentDate, slot.appointmentTime));

/** To a waitlisted customer: a place freed; the link opens the section's booking screen. */
export function placeFreedMail(ctx: AppContext, to: string, slot: FreedSlot): MailMessage {
  return {
    to,
    subject: `${ctx.config.productName}: ${messages.waitlistMailSubject(slot.businessName)}`,
    businessName: slot.businessName,
    lines: [`${slot.sectionName}.`, freedText(slot)],
    link: {
      url: `${ctx.config.publicUrl}/sectionname-appointment/${encodeURIComponent(slot.sectionId)}/${encodeURIComponent(slot.businessId)}`,
      label: messages.waitlistBookIt,
    },
  };
}
