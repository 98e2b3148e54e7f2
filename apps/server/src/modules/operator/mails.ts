import { planWording } from '@timeapp/domain/plan';
import type { AppContext } from '../../context.ts';
import { htmlMail } from '../mail/html.ts';
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
    `The free trial of ${businessName} is ${planWording.bugReportExtension} longer: its last day is now ${trialLastDay}.`,
  ];
  return {
    to,
    subject: `${ctx.config.productName}: your trial is ${planWording.bugReportExtension} longer`,
    text: [...paragraphs, '', link, ''].join('\n'),
    html: htmlMail(paragraphs, { href: link, label: 'See your plan' }),
    links: [link],
  };
}
