import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { sayDay, sayWhen } from '@timeapp/domain/say-when';

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
    subject: `${ctx.config.productName}: ${mailTexts.waitlistMailSubject(slot.businessName)}`,
    businessName: slot.businessName,
    lines: [`${slot.sectionName}.`, freedText(slot)],
    link: {
      url: `${ctx.config.publicUrl}/sectionname-appointment/${encodeURIComponent(slot.sectionId)}/${encodeURIComponent(slot.businessId)}`,
      label: mailTexts.waitlistBookIt,
    },
  };
}

/** A member's time freed on a day, for one service a customer waits for. */
export type FreedTime = {
  businessId: string;
  businessName: string;
  sectionId: string;
  serviceName: string;
  memberName: string;
  appointmentDate: string;
};

/**
 * To a customer waiting for a service on a day: a time freed with the member named; the link
 * opens the section's booking screen, where they pick it.
 */
export function timeFreedMail(ctx: AppContext, to: string, freed: FreedTime): MailMessage {
  const what = messages.serviceWithMember(freed.serviceName, freed.memberName);
  return {
    to,
    subject: `${ctx.config.productName}: ${mailTexts.waitlistTimeFreedSubject(freed.businessName)}`,
    businessName: freed.businessName,
    lines: [mailTexts.waitlistTimeFreed(what, sayDay(freed.appointmentDate))],
    link: {
      url: `${ctx.config.publicUrl}/sectionname-appointment/${encodeURIComponent(freed.sectionId)}/${encodeURIComponent(freed.businessId)}`,
      label: mailTexts.waitlistBookIt,
    },
  };
}
