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
    'Thank you for your bug report: we confirmed it.',
    `Your free trial is ${planWording.bugReportExtension} longer: its last day is now ${sayDay(trialLastDay)}.`,
  ];
  return {
    to,
    subject: `${ctx.config.productName}: your trial is ${planWording.bugReportExtension} longer`,
    businessName,
    lines: paragraphs,
    link: { url: link, label: 'See your plan' },
  };
}
