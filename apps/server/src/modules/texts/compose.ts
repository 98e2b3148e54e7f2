import { sayWhen } from '@timeapp/domain/say-when';
import { shortName } from '@timeapp/domain/sms';
import { smsTexts } from '@timeapp/domain/sms-texts';

/**
 * A business's name as a text says it: without accents GSM-7 lacks, and cut at 30 characters,
 * so each text stays one of 160 characters (docs/decisions/054-texts.md).
 */
export const businessInText = (name: string) => shortName(name, 30);

type About = { businessName: string; appointmentDate: string; appointmentTime: string };

const args = (a: About) =>
  [businessInText(a.businessName), sayWhen(a.appointmentDate, a.appointmentTime)] as const;

export const reminderText = (a: About) => smsTexts.reminder(...args(a));

export const decisionText = (a: About, decision: 'accepted' | 'rejected' | 'cancelled') =>
  smsTexts[decision](...args(a));

export const confirmedText = (a: About) => smsTexts.confirmed(...args(a));

export const cancelledByTextText = (a: About) => smsTexts.cancelledByText(...args(a));
