import { PLAN } from '@timeapp/domain/plan';
import type { AppContext } from '../../context.ts';
import { htmlMail } from '../mail/html.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** To the owner when a payment fails: the grace period and where to update the card. */
export function paymentFailedMail(
  ctx: AppContext,
  to: string,
  businessName: string,
  graceLastDay: string | null,
): MailMessage {
  const link = `${ctx.config.publicUrl}/business-dashboard`;
  const paragraphs = [
    `The monthly payment of ${PLAN.monthlyFeeNzd} NZD for ${businessName} failed.`,
    graceLastDay
      ? `Your business stays listed until the end of ${graceLastDay}. Update your card before then to keep it listed.`
      : 'Update your card to keep your business listed.',
  ];
  return {
    to,
    subject: `${ctx.config.productName}: payment failed for ${businessName}`.replace(
      /[\r\n]+/g,
      ' ',
    ),
    text: [...paragraphs, '', `Update your card: ${link}`, ''].join('\n'),
    html: htmlMail(paragraphs, { href: link, label: 'Update your card' }),
    links: [link],
  };
}
