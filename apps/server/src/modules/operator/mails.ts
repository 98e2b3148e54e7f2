import { messages } from '@timeapp/domain/messages';
import { planWording } from '@timeapp/domain/plan';
import { sayDay } from '@timeapp/domain/say-when';
import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** To the reporter of a valid bug report: the trial of their business moved. */
export function trialExtendedMail(
  ctx: AppContext,
  to: string,
  businessName: string,
  trialLastDay: string,
): MailMessage {
  const link = `${ctx.config.publicUrl}/business-dashboard`;
  const paragraphs = [
    messages.trialExtendedMailThanks,
    messages.trialExtendedMailLine(planWording.bugReportExtension, sayDay(trialLastDay)),
  ];
  return {
    to,
    subject: `${ctx.config.productName}: ${messages.trialExtendedMailSubject(planWording.bugReportExtension)}`,
    businessName,
    lines: paragraphs,
    link: { url: link, label: messages.planMailSeePlan },
  };
}
